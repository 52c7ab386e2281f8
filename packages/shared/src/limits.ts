/** Business constants of spec section 9, in one place. */
export const LIMITS = {
  searchDebounceMs: 500,
  providerNameLookupMs: 300,
  providerPageSize: 10,
  infiniteScrollThresholdPx: 100,
  suggestionListMax: 2000,
  /**
   * Search totals are counted up to this many (our choice: the spec gives no cap). Past it the
   * list still pages on, and the count reads '1,000+'; counting further only costs time.
   */
  searchTotalCap: 1000,
  tooltipHideDelayMs: 400,
  timelinePageSize: 10,
  timelineMonths: 12,
  favoritesPageSize: 5,
  favoritesSliderAbove: 3,
  requestListPageSize: 1,
  requestTimeoutMs: 30_000,
  inactivityTimeoutMs: 900_000,
  warningCountdownMs: 60_000,
  cardLimit: 10,
  defaultUploadBytes: 15 * 1024 * 1024,
  defaultUploadFiles: 1,
  hipaaIdImageBytes: 20_971_520,
  govtIdBytes: 26_214_400,
  patientFormBytes: 26_214_400,
  faxMinLength: 15,
  zipMax: 10,
  cardZipMax: 6,
  passwordMin: 8,
  passwordMax: 100,
  initialsMax: 20,
  captchaLength: 8,
  freeDownloadDays: 30,
  wizardSteps: 11,
  dobYearRange: 100,
  bannerResetMs: 5_000,
} as const;

export const DATE_FORMAT = 'M/D/YYYY';
export const DOCUMENT_DATE_FORMAT = 'D MMM YYYY hh:mm A';
export const CHAT_DATE_FORMAT = 'MMM D, YYYY';
