export { defineJob, type JobDefinition, type JobOptions, type JobRun } from "./define";
export {
  createJobRunner,
  DEFAULT_JOB_SCHEMA,
  type EnqueueOptions,
  installJobSchema,
  type JobRunner,
  type JobRunnerOptions,
} from "./runner";
export { transactionSql } from "./transaction";
