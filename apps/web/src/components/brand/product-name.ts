/** The product's name: the same in every language. */
export const PRODUCT_NAME = 'Larder';
