export {
  LEGACY_EXPORT_FOLDER,
  LEGACY_LIST_ORDER,
  LEGACY_LISTS,
  legacyExportPath,
  legacyExportSchema,
  type LegacyExport,
  type LegacyKind,
  type LegacyList,
} from './legacy-export';
export { legacyRecord, type LegacyRecord } from './legacy-record';
export {
  type LegacyExisting,
  type LegacyImportPlan,
  type LegacyProblem,
  planLegacyImport,
} from './plan-legacy-import';
