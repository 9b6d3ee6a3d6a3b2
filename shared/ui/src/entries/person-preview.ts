// `@app/ui/person-preview`: the person preview dialog and the name that opens it (PLT-DLG-02, 03).
export { PersonPreviewDialog, PERSON_PREVIEW_WIDTH, type PersonPreviewDialogProps } from '../person-preview/person-preview-dialog';
export { PersonPreviewLink, type PersonPreviewLinkProps } from '../person-preview/person-preview-link';
export { personPreviewKey, usePersonPreview } from '../person-preview/use-person-preview';
