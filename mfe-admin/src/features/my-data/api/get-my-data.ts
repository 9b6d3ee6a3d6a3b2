import { useQuery } from '@tanstack/react-query';
import type { FormTemplate } from '@app/contracts';
import { api } from '@app/platform/api';
import type { PersonLabel } from '../../../components/person-labels/label-groups';
import type { Blockade } from '../../../components/blockades/blockade';

export interface MyProfile {
  id: number;
  profile_type: { id: number; name: string; type: string } | null;
  roles: string[];
  branch: { id: number; name: string } | null;
  description: string | null;
}

export type MyAccount =
  | { has_account: false }
  | { has_account: true; id: number; username: string; email: string; enabled: boolean; two_factor: boolean; last_login: string | null };

/** GET person/me: the signed-in user's person, the person form as they may use it, and the card's data. */
export interface MyData {
  person: Record<string, unknown> & { id: number };
  form: FormTemplate;
  labels: PersonLabel[];
  profiles: MyProfile[];
  contracts: (Record<string, unknown> & { id: number })[];
  blockades: Blockade[];
  account: MyAccount;
}

export const MY_DATA_KEY = ['person-me'] as const;

export function useMyData() {
  // a profile without a person (404) is a state of the page, not an error
  return useQuery({
    queryKey: MY_DATA_KEY,
    queryFn: async () => (await api.get<MyData>('/person/me')).data,
    staleTime: 0,
    meta: { handles: [404] },
  });
}

/** PUT {form url}/{person id}: the user's own person, saved through the form the server sent. */
export const saveMyDetails = async (data: MyData, payload: Record<string, unknown>) => {
  await api.put(`/${data.form.url}/${data.person.id}`, payload);
};
