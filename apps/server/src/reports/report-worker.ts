// Entry of each report worker thread (report-pool.ts): Piscina calls the default export once per job.
import { personalReply } from './personal-reply';

export default personalReply;
