import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The label prints whatever script a customer typed. No single font covers
 * them all, so the label carries Noto Sans and its sister families, tried in
 * this order for each character: Latin (with Polish), Cyrillic and Greek;
 * Chinese (and the kanji of Japanese); Thai; Arabic; Tamil.
 */
const FAMILIES: readonly (readonly [string, string, 'rtl'?])[] = [
  ['noto-sans', 'NotoSans'],
  ['noto-sans-sc', 'NotoSansSC'],
  ['noto-sans-thai', 'NotoSansThai'],
  ['noto-sans-arabic', 'NotoSansArabic', 'rtl'],
  ['noto-sans-tamil', 'NotoSansTamil'],
];

const WEIGHTS = { regular: '400Regular', bold: '700Bold' } as const;
export type Weight = keyof typeof WEIGHTS;

/** One font of the label: the name it is registered under in a document, and the parsed font. */
export interface Face {
  name: string;
  font: fontkit.Font;
  /** Written right to left: the font lays out a word reversed, the words are put in order here. */
  rtl: boolean;
}

/** The faces of one weight, in the order they are tried. */
export type Faces = readonly [Face, ...Face[]];

export interface Run {
  face: Face;
  text: string;
}

const require = createRequire(import.meta.url);
let faces: Record<Weight, Faces> | undefined;

const fontFile = (pkg: string, file: string, weight: Weight) =>
  `@expo-google-fonts/${pkg}/${WEIGHTS[weight]}/${file}_${WEIGHTS[weight]}.ttf`;

/** Every font file the documents read, as package paths: the image holds these and no other weight. */
export const LABEL_FONT_FILES: readonly string[] = FAMILIES.flatMap(([pkg, file]) =>
  (Object.keys(WEIGHTS) as Weight[]).map((weight) => fontFile(pkg, file, weight)),
);

function load(weight: Weight): Faces {
  const [primary, ...others] = FAMILIES.map(([pkg, file, direction]) => {
    const path = require.resolve(fontFile(pkg, file, weight));
    const font = fontkit.create(fs.readFileSync(path)) as fontkit.Font;
    return { name: `${file}-${weight}`, font, rtl: direction === 'rtl' };
  });
  if (!primary) throw new Error('no label fonts');
  return [primary, ...others];
}

/**
 * The faces of a weight, read and parsed once, at the first label: every
 * document shares them and embeds only the glyphs it uses (a subset).
 */
export function labelFaces(): Record<Weight, Faces> {
  faces ??= { regular: load('regular'), bold: load('bold') };
  return faces;
}

/**
 * `text` cut into runs each drawn with one face. A character stays in the
 * current run while its face has it (digits and combining marks do not break
 * a run); otherwise the first face that has it starts a new run. Spaces
 * before a change of face get a run of their own, so that a right-to-left
 * run (Arabic), which the font lays out reversed, keeps them on its side. A
 * character no face has is left to the first face.
 */
export function fontRuns(text: string, choices: Faces): Run[] {
  const [first] = choices;
  const runs: Run[] = [];
  let spaces = '';
  for (const char of text) {
    const current = runs.at(-1);
    if (current && /\s/u.test(char)) {
      spaces += char;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    const face = current?.face.font.hasGlyphForCodePoint(code)
      ? current.face
      : (choices.find((choice) => choice.font.hasGlyphForCodePoint(code)) ?? first);
    if (current?.face === face) current.text += spaces + char;
    else {
      if (current && spaces) runs.push({ face: current.face, text: spaces });
      runs.push({ face, text: char });
    }
    spaces = '';
  }
  const last = runs.at(-1);
  if (last && spaces) runs.push({ face: last.face, text: spaces });
  // The font reverses the glyphs of a right-to-left run but sets its spaces
  // wrongly; its words become runs of their own, in right-to-left order.
  return runs.flatMap((run) =>
    run.face.rtl
      ? run.text
          .split(/(\s+)/u)
          .filter(Boolean)
          .reverse()
          .map((part) => ({ face: run.face, text: part }))
      : [run],
  );
}
