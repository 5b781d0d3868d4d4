// The bundled food file, typed as unknown: read it through decodeFoods (validated before use).
declare const foods: unknown;
export default foods;
