/**
 * The estimates feature's public API: what other server features use. Import from "../estimates", never
 * from its files. Issues check an issue's estimate point; cycles and modules total points (point-values).
 */
export { assertEstimatePoint } from "./estimates.service";
export { activePointJoins, activePointValues, pointValueSql } from "./point-values";
