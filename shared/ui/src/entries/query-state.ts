// `@app/ui/query-state`: a screen's loading, error-with-retry and empty states around a react-query answer.
export { QueryProblem, QueryState, type QueryStateProps } from '../query-state/query-state';
