// The workflow module's read surface (decision 0075): a subject's flow instance and the decision
// records, for other modules' list queries. Only repositories import it; the rest uses the flow engine.
export { flowRecordLog, flowSubject } from './workflow.repository';
