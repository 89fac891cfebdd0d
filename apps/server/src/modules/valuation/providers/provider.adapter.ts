/**
 * What the valuation routes need from a provider. One interface, two kinds of implementation:
 * the built-in provider (the firm's own catalogue and comparables, the embedded default) and the
 * HTTP adapters for the outside services, chosen by config (VALUATION_PROVIDER).
 * Prices are decimal strings: unit prices yuan/m², totals 万元.
 */
export type IdName = { id: string; name: string };
export type HouseOption = IdName & { buildingArea: string; buildYear: number | null };

/** The facts a price is asked for. */
export type PriceSubject = {
  cityCode: string;
  districtCode: string;
  communityId?: string | undefined;
  communityName?: string | undefined;
  buildingId?: string | undefined;
  houseId?: string | undefined;
  address?: string | undefined;
  buildingArea: string;
  floor?: number | undefined;
  totalFloor?: number | undefined;
  buildYear?: number | undefined;
  houseType?: number | undefined;
};

export type PriceAnswer = {
  /** null: the provider has no price for it. */
  unitPrice: string | null;
  quotationCount: number;
  avgUnitPrice: string | null;
  maxPrice: string | null;
  minPrice: string | null;
  buildYear: number | null;
  address: string;
  note: string;
  /** The provider's own id of this answer, if any. */
  providerRef: string | null;
};

/** Valuation service (fanggugu-like): districts, community search, building/unit/house tree, estimate. */
export type ServiceProvider = {
  readonly name: string;
  districts(cityName: string): Promise<{ districtCode: string; districtName: string }[]>;
  communities(cityCode: string, communityName: string, districtName?: string): Promise<{ communityId: string; communityName: string }[]>;
  /** No building → buildings; building → units; unit → houses. */
  buildingUnits(
    communityId: string,
    level: { buildingId?: string | undefined; unitId?: string | undefined },
  ): Promise<{ name: string; GUID: string }[]>;
  estimate(subject: PriceSubject, mode: number): Promise<PriceAnswer>;
};

/** Provider enquiry (mortgage house items): cities, areas, communities, buildings, houses, quote. */
export type HouseItemsProvider = {
  readonly name: string;
  cities(): Promise<{ cityCode: string; cityName: string }[]>;
  areas(cityCode: string): Promise<IdName[]>;
  constructions(cityCode: string, consName: string, areaId?: string): Promise<IdName[]>;
  buildings(communityId: string): Promise<IdName[]>;
  houses(buildingId: string): Promise<HouseOption[]>;
  quote(subject: PriceSubject): Promise<PriceAnswer>;
};

/** Further provider (zgl): an enquiry answered later. */
export type FurtherProvider = {
  readonly name: string;
  districts(cityCode: string): Promise<{ areaCode: string; areaName: string }[]>;
  properties(cityCode: string, areaCode: string, keyword?: string): Promise<{ thirdProperty: string; name: string; address: string }[]>;
  /** Submits; returns the provider's case reference (the built-in one returns null: we number it). */
  submit(caseId: string, subject: PriceSubject): Promise<{ providerRef: string | null }>;
  /** The answer, or null while the provider has none yet. */
  result(caseId: string, subject: PriceSubject): Promise<{ unitPrice: string | null; assessExplain: string } | null>;
};

export type ValuationProviders = { service: ServiceProvider; houseItems: HouseItemsProvider; further: FurtherProvider };
