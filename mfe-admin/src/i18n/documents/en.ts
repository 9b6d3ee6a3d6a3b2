/** The Documents tabs, the document viewer and the avatar editor. */
export const documentsEn = {
  documents: {
    empty: 'No documents yet.',
    drop_here: 'Drop a file here (at most {{max}} MB: PDF, image, Word, Excel, PowerPoint or OpenDocument)',
    pick: 'Choose a file',
    uploaded: '{{name}} has been uploaded.',
    upload_failed: 'Error while uploading a file',
    download: 'Download',
    download_failed: 'The document could not be downloaded.',
    delete: 'Delete',
    delete_title: 'Delete document',
    delete_confirm: 'Delete {{name}}? It can not be brought back.',
    deleted: 'The document has been deleted.',
    columns: { name: 'Name', type: 'Type', size: 'Size', uploaded: 'Uploaded', visibility: 'Visible for' },
    flags: {
      visible_for_board: 'Board',
      visible_for_school: 'School',
      visible_for_substitute: 'Substitute',
      restricted_to_branch: 'Only this branch',
    },
  },
  avatar: {
    alt: 'Avatar',
    pick: 'Choose a photo',
    camera: 'Camera',
    camera_title: 'Take a photo',
    camera_failed: 'Can not connect to camera',
    capture: 'Take photo',
    cancel: 'Cancel',
    remove: 'Remove photo',
  },
};
