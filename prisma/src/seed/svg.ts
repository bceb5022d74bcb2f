/**
 * Product images of the demo parts and diagrams of the demo documents: small
 * hand-drawn SVG files, so the demo needs no binary assets and no network.
 */
import type { MaterialSeed, PartKind } from './catalogue';

interface KindStyle {
  label: string;
  color: string;
  tint: string;
}

const KIND_STYLES: Record<PartKind, KindStyle> = {
  screen: { label: 'DISPLAY', color: '#2563eb', tint: '#eff6ff' },
  battery: { label: 'BATTERY', color: '#16a34a', tint: '#f0fdf4' },
  backCover: { label: 'BACK COVER', color: '#7c3aed', tint: '#f5f3ff' },
  camera: { label: 'CAMERA', color: '#db2777', tint: '#fdf2f8' },
  port: { label: 'CHARGING PORT', color: '#ea580c', tint: '#fff7ed' },
  speaker: { label: 'SPEAKER', color: '#0891b2', tint: '#ecfeff' },
  simTray: { label: 'SIM TRAY', color: '#64748b', tint: '#f8fafc' },
  charger: { label: 'CHARGER', color: '#ca8a04', tint: '#fefce8' },
  cable: { label: 'CABLE', color: '#b45309', tint: '#fffbeb' },
  case: { label: 'CASE', color: '#9333ea', tint: '#faf5ff' },
  glass: { label: 'SCREEN PROTECTOR', color: '#0284c7', tint: '#f0f9ff' },
  earphones: { label: 'EARPHONES', color: '#e11d48', tint: '#fff1f2' },
  component: { label: 'COMPONENT', color: '#475569', tint: '#f1f5f9' },
};

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A row of small circles, for speaker grilles. */
function dots(c: string): string {
  const out: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      out.push(`<circle cx="${148 + col * 26}" cy="${138 + row * 32}" r="7" fill="${c}"/>`);
    }
  }
  return out.join('');
}

/** Pins on the four sides of a chip. */
function pins(c: string): string {
  const out: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const p = 128 + i * 28;
    out.push(`<rect x="${p}" y="92" width="8" height="18" fill="${c}"/>`);
    out.push(`<rect x="${p}" y="230" width="8" height="18" fill="${c}"/>`);
    out.push(`<rect x="122" y="${p + 14}" width="18" height="8" fill="${c}"/>`);
    out.push(`<rect x="260" y="${p + 14}" width="18" height="8" fill="${c}"/>`);
  }
  return out.join('');
}

/** The silhouette of each kind, drawn in the 100–300 × 50–290 area. */
function icon(kind: PartKind, c: string): string {
  switch (kind) {
    case 'screen':
      return `<rect x="135" y="56" width="130" height="228" rx="22" fill="#fff" stroke="${c}" stroke-width="8"/><rect x="148" y="76" width="104" height="178" rx="8" fill="${c}" fill-opacity="0.22"/><rect x="182" y="64" width="36" height="6" rx="3" fill="${c}"/><path d="M160 100 L196 84 M160 130 L226 100" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`;
    case 'battery':
      return `<rect x="172" y="60" width="56" height="22" rx="6" fill="${c}"/><rect x="130" y="80" width="140" height="204" rx="18" fill="#fff" stroke="${c}" stroke-width="8"/><path d="M212 118 L170 190 H200 L188 252 L234 170 H204 Z" fill="${c}"/>`;
    case 'backCover':
      return `<rect x="135" y="56" width="130" height="228" rx="22" fill="${c}" fill-opacity="0.2" stroke="${c}" stroke-width="8"/><rect x="150" y="72" width="52" height="84" rx="14" fill="#fff" stroke="${c}" stroke-width="6"/><circle cx="176" cy="96" r="11" fill="${c}"/><circle cx="176" cy="132" r="11" fill="${c}"/><circle cx="220" cy="88" r="5" fill="${c}"/>`;
    case 'camera':
      return `<rect x="110" y="80" width="180" height="180" rx="36" fill="#fff" stroke="${c}" stroke-width="8"/><circle cx="200" cy="170" r="58" fill="${c}" fill-opacity="0.2" stroke="${c}" stroke-width="8"/><circle cx="200" cy="170" r="26" fill="${c}"/><circle cx="188" cy="158" r="7" fill="#fff"/><circle cx="258" cy="112" r="9" fill="${c}"/>`;
    case 'port':
      return `<path d="M112 232 H218 Q250 232 250 200 V124" fill="none" stroke="${c}" stroke-width="22" stroke-linecap="round" stroke-opacity="0.35"/><rect x="222" y="70" width="56" height="62" rx="10" fill="#fff" stroke="${c}" stroke-width="8"/><rect x="236" y="92" width="28" height="14" rx="7" fill="${c}"/><rect x="86" y="214" width="50" height="36" rx="6" fill="${c}"/>`;
    case 'speaker':
      return `<rect x="120" y="106" width="160" height="128" rx="24" fill="#fff" stroke="${c}" stroke-width="8"/>${dots(c)}`;
    case 'simTray':
      return `<path d="M96 132 H304 V212 H120 L96 188 Z" fill="#fff" stroke="${c}" stroke-width="8" stroke-linejoin="round"/><rect x="140" y="150" width="74" height="46" rx="6" fill="${c}" fill-opacity="0.3" stroke="${c}" stroke-width="4"/><rect x="150" y="160" width="20" height="26" fill="${c}" fill-opacity="0.6"/><circle cx="272" cy="172" r="9" fill="${c}"/>`;
    case 'charger':
      return `<rect x="166" y="64" width="14" height="46" rx="5" fill="${c}"/><rect x="220" y="64" width="14" height="46" rx="5" fill="${c}"/><rect x="130" y="106" width="140" height="168" rx="26" fill="#fff" stroke="${c}" stroke-width="8"/><path d="M210 134 L178 190 H202 L192 236 L226 176 H202 Z" fill="${c}"/><rect x="180" y="248" width="40" height="12" rx="6" fill="${c}" fill-opacity="0.5"/>`;
    case 'cable':
      return `<path d="M124 104 C 124 214, 276 128, 276 236" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round"/><rect x="106" y="58" width="36" height="52" rx="8" fill="${c}"/><rect x="116" y="44" width="16" height="16" rx="3" fill="${c}" fill-opacity="0.5"/><rect x="258" y="230" width="36" height="52" rx="8" fill="${c}"/>`;
    case 'case':
      return `<rect x="128" y="52" width="144" height="236" rx="30" fill="${c}" fill-opacity="0.35" stroke="${c}" stroke-width="8"/><rect x="146" y="70" width="58" height="72" rx="14" fill="#fff" stroke="${c}" stroke-width="4"/><rect x="268" y="108" width="10" height="44" rx="4" fill="${c}"/><circle cx="200" cy="220" r="18" fill="none" stroke="${c}" stroke-width="5" stroke-opacity="0.6"/>`;
    case 'glass':
      return `<g transform="rotate(-12 200 170)"><rect x="135" y="56" width="130" height="228" rx="22" fill="${c}" fill-opacity="0.12" stroke="${c}" stroke-width="6"/><path d="M160 112 L204 80 M160 154 L244 94 M172 196 L244 142" stroke="${c}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.6"/></g>`;
    case 'earphones':
      return `<circle cx="160" cy="118" r="34" fill="#fff" stroke="${c}" stroke-width="8"/><rect x="150" y="146" width="20" height="88" rx="10" fill="${c}"/><circle cx="240" cy="118" r="34" fill="#fff" stroke="${c}" stroke-width="8"/><rect x="230" y="146" width="20" height="88" rx="10" fill="${c}"/><path d="M160 234 Q200 290 240 234" fill="none" stroke="${c}" stroke-width="6"/>`;
    case 'component':
      return `<rect x="140" y="110" width="120" height="120" rx="14" fill="#fff" stroke="${c}" stroke-width="8"/>${pins(c)}<circle cx="200" cy="170" r="30" fill="${c}" fill-opacity="0.3" stroke="${c}" stroke-width="6"/>`;
  }
}

/** The second and third images show the part mirrored and closer up. */
const VIEW_TRANSFORMS = [
  '',
  'translate(400 0) scale(-1 1)',
  'translate(200 150) scale(1.1) translate(-200 -150)',
];

function brandOf(bom: string): string {
  return bom.startsWith('OB-') ? 'ORBIS MOBILE' : 'NOVATEL';
}

/** Image `view` (0-based) of a part: a rounded card with an icon, the part type and the BOM code. */
export function materialSvg(material: MaterialSeed, view: number): string {
  const style = KIND_STYLES[material.kind];
  const transform = VIEW_TRANSFORMS[view] ?? '';
  const title = escapeXml(`${material.nameEN} (${view + 1}/${material.images})`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect x="8" y="8" width="384" height="384" rx="36" fill="${style.tint}" stroke="${style.color}" stroke-width="4"/>`,
    `<text x="32" y="44" ${FONT} font-size="14" font-weight="700" letter-spacing="2" fill="${style.color}">${brandOf(material.bom)}</text>`,
    `<text x="368" y="44" ${FONT} font-size="14" text-anchor="end" fill="#64748b">${view + 1}/${material.images}</text>`,
    `<g${transform ? ` transform="${transform}"` : ''}>${icon(material.kind, style.color)}</g>`,
    `<text x="200" y="326" ${FONT} font-size="26" font-weight="700" text-anchor="middle" fill="#0f172a">${style.label}</text>`,
    `<text x="200" y="358" ${FONT} font-size="17" text-anchor="middle" fill="#475569">${escapeXml(material.bom)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

export interface DiagramSpec {
  fileName: string;
  title: string;
  /** Layers from front to back, numbered in the legend. */
  layers: string[];
}

const LAYER_COLORS = ['#2563eb', '#0891b2', '#16a34a', '#ca8a04', '#ea580c', '#7c3aed'];

/** An exploded view: the layers of a phone stacked at an angle, with a numbered legend. */
export function diagramSvg(spec: DiagramSpec): string {
  const layers = spec.layers
    .map((_, i) => {
      const color = LAYER_COLORS[i % LAYER_COLORS.length] ?? '#475569';
      const x = 60 + i * 42;
      const y = 70 + i * 26;
      return [
        `<g transform="translate(${x} ${y}) skewY(-8)">`,
        `<rect width="120" height="220" rx="18" fill="${color}" fill-opacity="0.14" stroke="${color}" stroke-width="4"/>`,
        `</g>`,
        `<circle cx="${x + 10}" cy="${y + 8}" r="14" fill="${color}"/>`,
        `<text x="${x + 10}" y="${y + 13}" ${FONT} font-size="14" font-weight="700" text-anchor="middle" fill="#fff">${i + 1}</text>`,
      ].join('');
    })
    .reverse()
    .join('');
  const legend = spec.layers
    .map(
      (name, i) =>
        `<text x="430" y="${112 + i * 32}" ${FONT} font-size="16" fill="#0f172a"><tspan font-weight="700">${i + 1}.</tspan> ${escapeXml(name)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 420" width="720" height="420" role="img" aria-label="${escapeXml(spec.title)}">`,
    `<title>${escapeXml(spec.title)}</title>`,
    `<rect x="4" y="4" width="712" height="412" rx="24" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/>`,
    `<text x="32" y="44" ${FONT} font-size="20" font-weight="700" fill="#0f172a">${escapeXml(spec.title)}</text>`,
    layers,
    legend,
    '</svg>',
    '',
  ].join('\n');
}
