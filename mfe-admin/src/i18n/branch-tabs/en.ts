/** The branch popup's calendar, labels, secondment, remark and export tabs. */
export const branchTabsEn = {
  branch_tabs: {
    calendar: {
      period: 'Period',
      label: 'Requests of the branch in {{period}}',
      no_period: 'There is no active period.',
      daypart: '{{total}} requests: {{open}} open, {{planned}} planned, {{closed}} closed',
      empty: 'No requests of this branch in this period.',
    },
    labels: {
      failed: 'The labels could not be saved.',
    },
    remark: {
      save: 'Save',
      saved: 'Saved.',
      empty: 'No remark yet.',
      field: 'Remark',
    },
    secondment: {
      rates_title: 'Hourly rates for this branch',
      rates_text: 'What this branch invoices per hour when it lends the substitute (entered on the person’s Hourly rate tab).',
      seconded_title: 'Seconded contracts',
      no_rates: 'No hourly rates entered for this branch.',
      no_seconded: 'No live contracts at this branch are seconded.',
      person: 'Person',
      amount: 'Hourly rate',
      start_date: 'Start date',
      end_date: 'End date',
      hours: 'Hours',
    },
    work_plans: {
      person: 'Person',
      period: 'Period',
      hours: 'Hours',
      bapo: 'Bapo',
      sustainable_employability: 'Sustainable employability',
      description: 'Description',
      empty: 'No work plans at this branch.',
    },
    export: {
      labels: 'Labels',
      text: 'Download the branch’s data. Remarks are included only when you may open their tab.',
      csv: 'Download CSV',
      pdf: 'Download PDF',
      failed: 'The export could not be downloaded.',
    },
  },
};
