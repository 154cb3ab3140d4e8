import type { DataGridColumn } from './useDataGrid';

/** A contact row of the grid's stories and tests. */
export interface SampleContact {
  id: number;
  name: string;
  phone: string;
  company: string;
  zip: string;
  city: string;
  amount: number;
}

const names = ['Astrid', 'Bruno', 'Chiara', 'Dmitri', 'Esme', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas'];
const companies = ['Harbour & Finch', 'Northwind Traders', 'Kestrel Labs', 'Bluebell Foods', 'Neque Ltd'];
const cities = ['Fogo', 'Lund', 'Ghent', 'Bruges', 'Tromsø', 'Kiel', 'Modena'];

/** `count` contacts, the same on every call: names, companies and cities cycle at different rates. */
export function sampleContacts(count: number): SampleContact[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${names[index % names.length]} ${String.fromCharCode(65 + (index % 26))}.`,
    phone: `1-${300 + ((index * 37) % 600)}-${100 + ((index * 53) % 900)}-${1000 + ((index * 7919) % 9000)}`,
    company: companies[(index * 3) % companies.length] as string,
    zip: String(10000 + ((index * 7717) % 89999)),
    city: cities[(index * 5) % cities.length] as string,
    amount: ((index * 4271) % 100000) / 100,
  }));
}

/** The contact columns: Id and Amount aligned to the end, Phone neither sortable nor filterable. */
export const sampleContactColumns: DataGridColumn<SampleContact>[] = [
  { id: 'id', header: 'ID', value: (row) => row.id, align: 'end', isHideable: false },
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'phone', header: 'Phone', value: (row) => row.phone, isSortable: false, isFilterable: false },
  { id: 'company', header: 'Company', value: (row) => row.company },
  { id: 'zip', header: 'Zip', value: (row) => row.zip },
  { id: 'city', header: 'City', value: (row) => row.city },
  {
    id: 'amount',
    header: 'Amount',
    value: (row) => row.amount,
    cell: (row) => row.amount.toFixed(2),
    align: 'end',
  },
];
