export { ApiError, isApiError } from './ApiError';
export {
  apiDelete,
  apiGet,
  apiPost,
  apiRequest,
  defaultQueryFn,
  pathFromKey,
  schemaQueryFn,
  TIME_ZONE_HEADER,
  type HttpMethod,
  type RequestOptions,
  type ResponseSchema,
} from './client';
