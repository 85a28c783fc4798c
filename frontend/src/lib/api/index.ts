export { ApiError, isApiError } from './ApiError';
export {
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
