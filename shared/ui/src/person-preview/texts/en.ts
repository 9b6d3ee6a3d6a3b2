/** English texts of the person preview dialog (PLT-DLG-02, 03). */
export const personPreviewEn = {
  person_preview: {
    open_preview: 'Show the contact details of {{name}}',
    contact: 'Contact',
    telephone: 'Phone',
    mobile: 'Mobile',
    email: 'E-mail',
    no_contact: 'No phone number or e-mail address known.',
    documents: 'Documents',
    no_documents: 'No documents.',
    comments: 'Comments',
    no_comments: 'No comments.',
    general_remark: 'General remark',
    internal_remark: 'Internal remark',
    admin_remark: 'Admin remark',
    open_person: 'Open person in a new tab',
    failed: 'The person could not be loaded.',
    close: 'Close',
  },
};
