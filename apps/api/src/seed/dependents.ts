import { dependents } from '../db/schema';
import type { SeedContext } from './index';

/** Two dependents of the demo account (the dependents issue extends this with requests). */
export async function seedDependents({ ctx, demoUserId }: SeedContext) {
  await ctx.db.insert(dependents).values([
    {
      userId: demoUserId,
      firstName: 'Maya',
      lastName: 'Rivera',
      dob: '2015-09-03',
      gender: 'female',
      relation: 'child',
      school: 'Oak Elementary',
      grade: '5',
    },
    {
      userId: demoUserId,
      firstName: 'Luis',
      lastName: 'Rivera',
      dob: '1984-01-22',
      gender: 'male',
      relation: 'spouse',
    },
  ]);
}
