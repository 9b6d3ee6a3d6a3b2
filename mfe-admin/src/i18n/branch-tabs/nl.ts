import type { branchTabsEn } from './en';

export const branchTabsNl: typeof branchTabsEn = {
  branch_tabs: {
    calendar: {
      period: 'Periode',
      label: 'Aanvragen van de vestiging in {{period}}',
      no_period: 'Er is geen actieve periode.',
      daypart: '{{total}} aanvragen: {{open}} open, {{planned}} gepland, {{closed}} gesloten',
      empty: 'Geen aanvragen van deze vestiging in deze periode.',
    },
    labels: {
      failed: 'De labels konden niet worden opgeslagen.',
    },
    remark: {
      save: 'Opslaan',
      saved: 'Opgeslagen.',
      empty: 'Nog geen opmerking.',
      field: 'Opmerking',
    },
    secondment: {
      rates_title: 'Uurtarieven voor deze vestiging',
      rates_text:
        'Wat deze vestiging per uur factureert als zij de invaller uitleent (in te voeren op het tabblad Uurtarief van de persoon).',
      seconded_title: 'Gedetacheerde contracten',
      no_rates: 'Geen uurtarieven voor deze vestiging ingevoerd.',
      no_seconded: 'Geen lopende contracten bij deze vestiging zijn gedetacheerd.',
      person: 'Persoon',
      amount: 'Uurtarief',
      start_date: 'Begindatum',
      end_date: 'Einddatum',
      hours: 'Uren',
    },
    work_plans: {
      person: 'Persoon',
      period: 'Periode',
      hours: 'Uren',
      bapo: 'Bapo',
      sustainable_employability: 'Duurzame inzetbaarheid',
      description: 'Omschrijving',
      empty: 'Geen werkplannen bij deze vestiging.',
    },
    export: {
      labels: 'Labels',
      text: 'Download de gegevens van de vestiging. Opmerkingen staan erin als u hun tabblad mag openen.',
      csv: 'CSV downloaden',
      pdf: 'PDF downloaden',
      failed: 'De export kon niet worden gedownload.',
    },
  },
};
