import { defineEnum, type EnumCode, type EnumName } from './define-enum';

/** Measurement units of the store settings. */
export const MeasurementUnit = defineEnum({ IMPERIAL: 1, METRIC: 2 });
export type MeasurementUnit = EnumCode<typeof MeasurementUnit>;

/** Store units, named after the measurement unit they belong to. */
export const WeightUnit = defineEnum({ IMPERIAL: 'lbs', METRIC: 'kg' });
export type WeightUnit = EnumCode<typeof WeightUnit>;
export const DimensionUnit = defineEnum({ IMPERIAL: 'inch', METRIC: 'cm' });
export type DimensionUnit = EnumCode<typeof DimensionUnit>;

export interface StoreUnits {
  weight: WeightUnit;
  dimension: DimensionUnit;
}

/** Weight and dimension units of a measurement unit code; undefined for an unknown code. */
export function storeUnitsOf(measurementUnit: unknown): StoreUnits | undefined {
  const system: EnumName<typeof MeasurementUnit> | undefined =
    MeasurementUnit.nameOf(measurementUnit);
  if (system === undefined) return undefined;
  return { weight: WeightUnit.codeOf(system), dimension: DimensionUnit.codeOf(system) };
}
