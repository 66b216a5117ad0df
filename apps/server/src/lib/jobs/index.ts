export { defineJob, type JobContext, type JobDefinition, type RunningJob } from './job-definition.ts';
export {
  cancelJob,
  countJobs,
  forgetJobsMentioning,
  rescheduleJob,
  scheduleJob,
  type JobShape,
  type ScheduleOptions,
  type ScheduledJob,
} from './job-queue.ts';
export { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner.ts';
export { retryDelayMs } from './backoff.ts';
