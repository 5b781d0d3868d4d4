/** The domain's comparison of two versions of a record (stamps aside), used by the write path. */
export { sameFigures } from '@larder/domain';
