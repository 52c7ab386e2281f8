import { custodians } from '../db/schema';
import type { SeedContext } from './index';

/**
 * A handful of custodians so the portal is usable from the first start. The providers issue
 * replaces this with the directory generator (tens of thousands by default).
 */
export async function seedDirectory({ ctx }: SeedContext) {
  const rows = [
    ['Mercy General Hospital', '4001 J St', 'Sacramento', 'CA', '95819', 38.5678, -121.4569],
    ['Riverside Family Clinic', '120 Main St', 'Austin', 'TX', '78701', 30.2672, -97.7431],
    ['Lakeview Pediatrics', '88 Lake Shore Dr', 'Chicago', 'IL', '60611', 41.8947, -87.6186],
    ['Harbor Orthopedic Associates', '15 Harbor Way', 'Boston', 'MA', '02110', 42.3573, -71.0516],
    ['Summit Cardiology Group', '700 Summit Ave', 'Seattle', 'WA', '98104', 47.6038, -122.3301],
  ] as const;
  await ctx.db.insert(custodians).values(
    rows.map(([name, address1, city, state, zipcode, latitude, longitude], i) => ({
      urlId: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name, address1, city, state, zipcode, latitude, longitude,
      acceptsForms: i % 2 === 0,
      serviceLevel: i === 3 ? 'Retrieval' : null,
      locationName: [name],
      specialty: ['General'],
    })),
  );
}
