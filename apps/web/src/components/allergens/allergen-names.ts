// The allergen names live in the domain: the public venue sites show the same ones.
export { ALLERGEN_NAMES, allergenDisplayName } from '@larder/domain';
