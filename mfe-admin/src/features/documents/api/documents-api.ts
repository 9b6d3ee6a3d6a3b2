import { useQuery } from '@tanstack/react-query';
import type { DocumentEntityType, DocumentFlags, DocumentItem } from '@app/contracts';
import { api, fetchFile, uploadForm } from '@app/platform/api';

export const documentsKey = (entity: DocumentEntityType, id: number) => ['documents', entity, id] as const;

/** GET {entity}/{id}/documents: the documents the caller may see, newest first. */
export function useDocuments(entity: DocumentEntityType, id: number) {
  return useQuery({
    queryKey: documentsKey(entity, id),
    queryFn: async () => (await api.get<DocumentItem[]>(`/${entity}/${id}/documents`)).data,
    staleTime: 0,
  });
}

/** POST {entity}/{id}/document: multipart `file` and the flags as 1 or 0. */
export function uploadDocument(
  entity: DocumentEntityType,
  id: number,
  file: File,
  flags: Required<DocumentFlags>,
  onProgress: (share: number) => void,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(flags)) form.append(name, value ? '1' : '0');
  form.append('file', file, file.name);
  return uploadForm<DocumentItem>(`/${entity}/${id}/document`, form, onProgress);
}

export const changeDocumentFlags = async (doc: DocumentItem, flags: DocumentFlags) =>
  (await api.put<DocumentItem>(`/${doc.entity_type}/${doc.entity_id}/document/${doc.id}`, flags)).data;

export const deleteDocument = async (doc: DocumentItem) =>
  (await api.delete<DocumentItem>(`/${doc.entity_type}/${doc.entity_id}/document/${doc.id}`)).data;

/** GET {entity}/{id}/document/{docId}/download: the bytes, as a Blob. */
export const downloadDocument = (entity: string, entityId: number | string, docId: number | string) =>
  fetchFile(`/${entity}/${entityId}/document/${docId}/download`);
