/** Nutrition conversions (costing-model §9, product spec §9 "Calculations"). */

/** kJ per kcal. */
export const KJ_PER_KCAL = 4.184;
/** kcal per kJ in UK/EU formats. */
export const KCAL_PER_KJ_EU = 0.239;
/** Salt g = sodium mg x 2.5 / 1000. */
export const SALT_PER_SODIUM = 2.5;
/** Vitamin D: ug = IU x 0.025. */
export const VITAMIN_D_UG_PER_IU = 0.025;

/** kcal from kJ: kJ / 4.184, except UK/EU formats where kcal = kJ x 0.239. */
export const kcalFromKj = (kj: number, euFormat = false): number =>
  euFormat ? kj * KCAL_PER_KJ_EU : kj / KJ_PER_KCAL;

/** kJ from kcal: kcal x 4.184. */
export const kjFromKcal = (kcal: number): number => kcal * KJ_PER_KCAL;

/** Salt in g from sodium in mg. */
export const saltFromSodium = (sodiumMg: number): number => (sodiumMg * SALT_PER_SODIUM) / 1000;

/** Vitamin D in ug from IU. */
export const vitaminDFromIu = (iu: number): number => iu * VITAMIN_D_UG_PER_IU;
