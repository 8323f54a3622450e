export { startTodoApi, type Behaviour, type Todo, type TodoApiStandIn } from './server.js'
export { QUERY_API_PATH } from './query-api.js'
export { BUCKETS, type Served } from './metrics.js'
export { startTraffic, type Traffic } from './traffic.js'
