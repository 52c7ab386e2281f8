import type { CustodianDetail, CustodianSummary } from '@portal/shared';
import type { custodians } from '../../db/schema';

type Row = typeof custodians.$inferSelect;

/** Raw-SQL rows come back snake_case; this picks either spelling so both query styles map once. */
export interface SummaryRow {
  id: number;
  name: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  location_name: string[] | null;
  specialty: string[] | null;
  service_level: string | null;
  url_id: string;
  accepts_forms: boolean;
  is_favorite: boolean;
  latitude: number | null;
  longitude: number | null;
  distance_miles?: number | string | null;
}

/** Columns every list query selects, in the wire's snake_case. */
export const SUMMARY_COLUMNS = `c.id, c.name, c.address1, c.address2, c.city, c.state, c.zipcode, c.location_name,
  c.specialty, c.service_level, c.url_id, c.accepts_forms, c.latitude, c.longitude`;

export function toSummary(r: SummaryRow): CustodianSummary {
  const out: CustodianSummary = {
    id: r.id,
    name: r.name,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    state: r.state,
    zipcode: r.zipcode,
    location_name: r.location_name ?? [],
    specialty: r.specialty ?? [],
    service_level: r.service_level,
    is_favorite: Boolean(r.is_favorite),
    url_id: r.url_id,
    accepts_forms: r.accepts_forms,
    // Spec section 3 lists both on a provider; a map or a distance can be drawn from any list.
    latitude: r.latitude === null || r.latitude === undefined ? null : Number(r.latitude),
    longitude: r.longitude === null || r.longitude === undefined ? null : Number(r.longitude),
  };
  if (r.distance_miles !== undefined && r.distance_miles !== null) {
    out.distance_miles = Math.round(Number(r.distance_miles) * 10) / 10;
  }
  return out;
}

export function toDetail(c: Row, isFavorite: boolean): CustodianDetail {
  return {
    ...toSummary({
      id: c.id,
      name: c.name,
      address1: c.address1,
      address2: c.address2,
      city: c.city,
      state: c.state,
      zipcode: c.zipcode,
      location_name: c.locationName,
      specialty: c.specialty,
      service_level: c.serviceLevel,
      url_id: c.urlId,
      accepts_forms: c.acceptsForms,
      is_favorite: isFavorite,
      latitude: c.latitude,
      longitude: c.longitude,
    }),
    patient_form_templates: c.patientFormTemplates,
    patient_e_authorization_type: c.patientEAuthorizationType,
    multi_language_for_patient_eauth: c.multiLanguageForPatientEauth,
    sensitive_information_options_for_patient_e_authorization: c.sensitiveInformationOptions,
    free_pricing: c.freePricing,
    payment_removed_for_free: c.paymentRemovedForFree,
    description: c.description,
    phone: c.phone,
    fax: c.fax,
    location_address: c.locationAddress,
    enterprise: c.enterprise,
    alias: c.alias,
  };
}
