// Entry of each work thread (work-pool.ts): Piscina calls the default export once per job.
import { runTask, type TaskName, type TaskJob } from './work-tasks';

export default ({ task, job }: { task: TaskName; job: TaskJob<TaskName> }) => runTask(task, job);
