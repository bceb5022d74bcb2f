/**
 * The text of the demo PDFs: service manuals, parts lists and procedures,
 * written as a service centre would publish them for its technicians.
 */
import { MATERIALS } from './catalogue';
import type { PdfSection, PdfSpec, PdfTable } from './pdf';

const SAFETY: PdfSection = {
  heading: 'Safety precautions',
  list: [
    'Work at an ESD-safe bench: wear a grounded wrist strap and keep the device on a dissipative mat.',
    'Discharge the battery below 25% before opening the device; a charged lithium-ion cell can ignite if punctured.',
    'Never use metal tools to lever the battery. Use the plastic spudger and the adhesive release tabs only.',
    'Apply heat only with a temperature-controlled plate or heat gun and keep the surface below 80 deg C.',
    'Dispose of damaged batteries in the fire-safe container and report them in the repair record.',
  ],
};

const TOOLS: PdfTable = {
  columns: ['Tool', 'Specification', 'Used for'],
  widths: [3, 3, 4],
  rows: [
    ['Heating plate', '60-80 deg C, adjustable', 'Softening the display and back cover adhesive'],
    ['Suction handle', 'Single cup, 40 mm', 'Lifting the back cover and display'],
    ['Opening picks', 'Plastic, 0.3 mm', 'Cutting the adhesive around the perimeter'],
    ['Screwdriver', 'Phillips PH000, torque set 0.8 kgf.cm', 'Shield plates and brackets'],
    ['Spudger', 'Anti-static nylon', 'Disconnecting board-to-board connectors'],
    ['Adhesive kit', 'Pre-cut gasket per model', 'Resealing after repair'],
  ],
};

function finalTests(model: string): PdfSection {
  return {
    heading: 'Reassembly and final tests',
    paragraphs: [
      `Reassemble the ${model} in the reverse order of disassembly. Replace every adhesive gasket that was cut; a reused gasket does not restore the ingress protection rating. Press the back cover in the clamp for at least 10 minutes.`,
      'Before the device is returned, run the full test sequence from the service menu and attach the result report to the repair order.',
    ],
    list: [
      'Touch panel: grid test on the whole surface, no dead zones.',
      'Display: white, black, red, green and blue screens; no pixel defects beyond the class limits.',
      'Cameras: focus, flash and switching between all lenses.',
      'Charging: wired and wireless charging current within the nominal range.',
      'Radio: SIM detection, call test, Wi-Fi and Bluetooth pairing.',
      'Sensors: proximity, ambient light, fingerprint enrolment and recognition.',
      'Audio: earpiece, loudspeaker and both microphones.',
    ],
  };
}

function price(cents: number | null): string {
  if (cents === null) return 'on request';
  return `EUR ${(cents / 100).toFixed(2)}`;
}

/** Active parts of a model series as a table. */
export function partsTable(serialId: number): PdfTable {
  return {
    columns: ['BOM code', 'Description', 'List price'],
    widths: [3, 6, 2],
    rows: MATERIALS.filter((item) => item.serialId === serialId && (item.status ?? 1) === 1).map(
      (item) => [item.bom, item.nameEN, price(item.priceCents)],
    ),
  };
}

interface ManualInput {
  fileName: string;
  model: string;
  docNumber: string;
  revision: string;
  issued: string;
  serialId: number;
  specifications: string[][];
  disassembly: string[];
}

export function serviceManual(input: ManualInput): PdfSpec {
  return {
    fileName: input.fileName,
    title: `${input.model} - Service Manual`,
    subtitle: 'Level 2 repairs: disassembly, part replacement and final tests',
    docNumber: input.docNumber,
    revision: input.revision,
    issued: input.issued,
    sections: [
      {
        heading: 'About this manual',
        paragraphs: [
          `This manual describes level 2 repairs of the ${input.model}: replacement of modules that do not require soldering. It is intended for technicians of authorised service points who have completed the product training. Board-level repairs are performed only at the central repair centre.`,
          'Always check the repair order for the warranty status and the exterior condition recorded at reception before you open the device. Photograph any damage not described in the order and attach the photos to the record.',
        ],
      },
      SAFETY,
      {
        heading: 'Specifications',
        table: { columns: ['Item', 'Value'], widths: [4, 6], rows: input.specifications },
      },
      { heading: 'Required tools', table: TOOLS },
      {
        heading: 'Disassembly',
        ordered: true,
        list: input.disassembly,
      },
      finalTests(input.model),
      {
        heading: 'Spare parts',
        newPage: true,
        paragraphs: [
          'Order parts through the spare-parts centre of the service portal, quoting the BOM code. Prices are net list prices in euro; parts marked "on request" are quoted per order.',
        ],
        table: partsTable(input.serialId),
      },
    ],
  };
}

export function partsList(input: {
  fileName: string;
  series: string;
  docNumber: string;
  issued: string;
  serialId: number;
}): PdfSpec {
  return {
    fileName: input.fileName,
    title: `${input.series} - Spare Parts List`,
    subtitle: 'Service parts and accessories with BOM codes and list prices',
    docNumber: input.docNumber,
    revision: 'A',
    issued: input.issued,
    sections: [
      {
        heading: 'How to order',
        paragraphs: [
          'Quote the BOM code when ordering. The list shows parts that are currently supplied; parts without a list price are quoted per order. Prices are in euro and valid on the issue date of this list.',
        ],
        list: [
          'Displays are supplied with a new frame and pre-applied adhesive.',
          'Batteries are shipped at 30-50% charge as dangerous goods (UN3480, section II).',
          'Cosmetic parts are colour-specific; check the colour code on the label under the SIM tray.',
        ],
      },
      { heading: 'Parts', table: partsTable(input.serialId) },
    ],
  };
}

export interface ProcedureInput {
  fileName: string;
  title: string;
  subtitle: string;
  docNumber: string;
  revision?: string;
  issued: string;
  intro: string[];
  steps: string[];
  checks?: PdfTable;
  notes?: string[];
}

export function procedure(input: ProcedureInput): PdfSpec {
  const sections: PdfSection[] = [
    { heading: 'Purpose and scope', paragraphs: input.intro },
    { heading: 'Procedure', ordered: true, list: input.steps },
  ];
  if (input.checks) sections.push({ heading: 'Checks and limits', table: input.checks });
  if (input.notes) sections.push({ heading: 'Notes', list: input.notes });
  return {
    fileName: input.fileName,
    title: input.title,
    subtitle: input.subtitle,
    docNumber: input.docNumber,
    revision: input.revision ?? 'A',
    issued: input.issued,
    sections,
  };
}
