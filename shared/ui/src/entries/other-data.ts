// `@app/ui/other-data`: a record's Other data (the pool's additional fields) as a form, for persons, branches and requests (ADR 0106).
export { OtherDataForm, type OtherDataFormProps } from '../other-data/other-data-form';
export { OtherDataPanel, type OtherDataPanelProps } from '../other-data/other-data-panel';
