/** English texts of the data supplier and additional field lists (their templates). */
export const integrationsEn = {
  integrations: {
    tabs: {
      details: 'Details',
    },
    fields: {
      code: 'Code',
      branch: 'Branch',
      options: 'Options (JSON)',
      label: 'Label',
      key: 'Key',
      type: 'Type',
      location: 'Added to',
      validation: 'Validation rules',
    },
    field_types: {
      integer: 'Whole number',
      date: 'Date',
      datetime: 'Date and time',
      bool: 'Yes/no',
    },
    locations: {
      person: 'Person',
      branch: 'Branch',
      request: 'Request',
    },
  },
};
