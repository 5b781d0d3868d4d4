export {
  PATCH_VERSION,
  type PatchPlan,
  type PatchProblem,
  type PatchRecord,
  type PatchWrite,
  planPatchUpdate,
} from './plan-patch-update';
