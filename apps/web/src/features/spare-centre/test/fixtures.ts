import type { DocumentRecord, MaterialRecord } from '@portal/contracts';

/** Answers shaped exactly like the contracts' response schemas. */

export const SERIALS = [
  { Id: 1, EnName: 'NovaTel X5 Series' },
  { Id: 2, EnName: 'NovaTel A3 Series' },
];

export function material(overrides: Partial<MaterialRecord> = {}): MaterialRecord {
  return {
    Id: 101,
    ImageFiles: '/files/accessories/x5-screen.png',
    price: 19.99,
    serialName: 'NovaTel X5 Series',
    NameEN: 'Display assembly X5',
    NamePL: 'Wyświetlacz X5',
    bom: 'NT-SCR-X5',
    ...overrides,
  };
}

export const MATERIALS: MaterialRecord[] = [
  material(),
  material({
    Id: 102,
    NameEN: 'Loudspeaker module X5',
    NamePL: 'Głośnik X5',
    bom: 'NT-SPK-X5',
    price: null,
    ImageFiles: '',
  }),
  material({
    Id: 103,
    NameEN: 'Back cover X5',
    NamePL: 'Klapka X5',
    bom: 'NT-BCV-X5',
    price: 24.9,
    ImageFiles: '/files/accessories/a.png,/files/accessories/b.png',
  }),
];

export function materialsAnswer(data: MaterialRecord[], recordsTotal = data.length) {
  return { result: 1, recordsTotal, data };
}

export function documentRecord(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    id: 1,
    title: 'Display replacement guide',
    description: 'Step-by-step replacement of the OLED display.',
    createTime: '2025-07-02 10:15:00',
    filepath: '/files/documents/x5-display-guide.pdf,/files/documents/x5%20torque%20table.pdf',
    content: JSON.stringify({
      zhLang: [
        { type: 'paragraph', children: [{ type: 'text', text: 'Remove the back cover first.' }] },
        { type: 'hr' },
        {
          type: 'link',
          data: { href: 'https://example.com/video' },
          children: [{ type: 'text', text: 'Video' }],
        },
      ],
    }),
    modelId: 1,
    ...overrides,
  };
}

export function documentsAnswer(list: DocumentRecord[], totalRow = list.length) {
  return { result: 1, data: { list, totalRow } };
}
