// The pure list-request rules are shared with identity's lists: they live in the service kit.
export {
  containsPattern,
  paginationMeta,
  toListRequest,
  type ListCapabilities,
  type ListRequest,
  type ListRequestResult,
  type SortOrder,
} from '@app/service-kit';
