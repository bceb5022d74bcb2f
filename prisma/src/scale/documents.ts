/**
 * Technical documents of the scale series: manuals, parts lists, repair
 * guides, troubleshooting, service notices and software notes, per model,
 * dated over the three years before the seed's "today". Files reuse the
 * seed's PDFs of the same kind.
 */
import { DOCUMENT_TYPE_TECHNICAL, STATUS_FILTER } from '@portal/contracts';
import { documentFileUrl, paragraph, richTextJson, rule } from '../seed/content';
import type { LocalizedNodes } from '../seed/content';
import { documentPdfs } from '../seed/documents';
import { NOTICES, REPLACED_PARTS, SYMPTOMS, DOCUMENT_KIND_WEIGHTS } from './document-words';
import type { DocumentKind } from './document-words';
import type { Random } from './random';
import type { Series } from './series';
import { localTime, seedNowLocalMs, DAY_MS } from './time';

/** Documents not published yet: the list must not show them. */
const DRAFT_SHARE = 0.03;
const DRAFT_STATUS = 1;
const SPAN_DAYS = 3 * 365;

export interface DocumentRow {
  title: string;
  description: string;
  createTime: Date;
  filepath: string | null;
  content: string;
  status: number;
  docType: number;
  modelId: number | null;
}

const PDF_URLS = documentPdfs().map((pdf) => documentFileUrl(pdf.fileName));
const pdfsLike = (part: string) => PDF_URLS.filter((url) => url.includes(part));
const FILES_BY_KIND: Record<DocumentKind, string[]> = {
  manual: pdfsLike('service-manual'),
  partsList: pdfsLike('spare-parts-list'),
  guide: pdfsLike('replacement'),
  troubleshooting: pdfsLike('troubleshooting'),
  notice: [],
  software: [],
};

interface Texts {
  title: string;
  description: string;
  content: LocalizedNodes;
}

function texts(random: Random, kind: DocumentKind, model: string, series: Series): Texts {
  switch (kind) {
    case 'manual':
      return {
        title: `${model} – Service Manual`,
        description: `Level 2 repairs of the ${model}: safety, tools, disassembly and final tests.`,
        content: {
          pl: [
            paragraph(
              `Instrukcja serwisowa ${model} dla autoryzowanych punktów serwisowych: bezpieczeństwo, narzędzia, demontaż i testy końcowe.`,
            ),
          ],
          en: [
            paragraph(
              `Service manual of the ${model} for authorised service points: safety, tools, disassembly and final tests.`,
            ),
          ],
          zh: [paragraph(`${model} 维修手册，适用于授权服务点：安全、工具、拆卸和最终测试。`)],
        },
      };
    case 'partsList':
      return {
        title: `${series.enName} – Spare parts list`,
        description: `BOM codes and positions of the spare parts of the ${series.enName}.`,
        content: {
          pl: [
            paragraph(
              `Lista części zamiennych serii ${series.enName} z kodami BOM i pozycjami na widoku rozstrzelonym.`,
            ),
          ],
          en: [
            paragraph(
              `Spare parts of the ${series.enName} with BOM codes and their positions in the exploded view.`,
            ),
          ],
          zh: [paragraph(`${series.enName} 备件清单，含 BOM 编码及爆炸图位置。`)],
        },
      };
    case 'guide': {
      const part = random.pick(REPLACED_PARTS);
      return {
        title: `${model} – ${part.en} replacement guide`,
        description: `Step-by-step ${part.en.toLowerCase()} replacement, with the tools and the checks after reassembly.`,
        content: {
          pl: [
            paragraph(`${part.pl} w ${model} krok po kroku.`),
            rule(),
            paragraph('Po złożeniu wykonaj test szczelności i test funkcjonalny.'),
          ],
          en: [
            paragraph(`${part.en} replacement in the ${model}, step by step.`),
            rule(),
            paragraph('After reassembly, run the waterproofing and the functional test.'),
          ],
          zh: [
            paragraph(`${model} ${part.zh}更换步骤。`),
            rule(),
            paragraph('重新组装后，请进行防水测试和功能测试。'),
          ],
        },
      };
    }
    case 'troubleshooting': {
      const symptom = random.pick(SYMPTOMS);
      return {
        title: `${model} – ${symptom.en}: troubleshooting`,
        description: `Diagnosis of "${symptom.en.toLowerCase()}" complaints before any part is replaced.`,
        content: {
          pl: [
            paragraph(
              `Diagnostyka zgłoszeń „${symptom.pl}” w ${model}. Najpierw zaktualizuj oprogramowanie i sprawdź akcesoria klienta.`,
            ),
          ],
          en: [
            paragraph(
              `Diagnosis of "${symptom.en.toLowerCase()}" on the ${model}. Update the software and check the customer's accessories first.`,
            ),
          ],
          zh: [paragraph(`${model}「${symptom.zh}」故障诊断。请先更新软件并检查客户的配件。`)],
        },
      };
    }
    case 'notice': {
      const notice = random.pick(NOTICES);
      const number = `SN-${random.int(2023, 2026)}-${String(random.int(1, 999)).padStart(3, '0')}`;
      return {
        title: `${series.enName} – Service notice ${number}: ${notice.en}`,
        description: `Service notice for every ${series.enName} repair: ${notice.en}.`,
        content: {
          pl: [paragraph(`Biuletyn serwisowy ${number} dla serii ${series.enName}: ${notice.pl}.`)],
          en: [paragraph(`Service notice ${number} for the ${series.enName}: ${notice.en}.`)],
          zh: [paragraph(`${series.enName} 服务通告 ${number}：${notice.zh}。`)],
        },
      };
    }
    case 'software': {
      const version = `${random.int(1, 6)}.${random.int(0, 9)}.${random.int(0, 40)}`;
      return {
        title: `${model} – Software ${version} service notes`,
        description: `What changed in software ${version} and what to check after updating a device in repair.`,
        content: {
          pl: [
            paragraph(
              `Oprogramowanie ${version} dla ${model}: poprawki stabilności, zabezpieczeń i zarządzania energią. Zaktualizuj urządzenie przed wydaniem klientowi.`,
            ),
          ],
          en: [
            paragraph(
              `Software ${version} for the ${model}: stability, security patch and power management fixes. Update the device before returning it to the customer.`,
            ),
          ],
          zh: [
            paragraph(
              `${model} 软件 ${version}：稳定性、安全补丁和电源管理修复。交还客户前请更新设备。`,
            ),
          ],
        },
      };
    }
  }
}

/** `count` documents of one series. */
export function* seriesDocuments(
  random: Random,
  series: Series,
  serialId: number,
  count: number,
): Generator<DocumentRow> {
  const newest = seedNowLocalMs();
  for (let i = 0; i < count; i += 1) {
    const kind = random.weighted(DOCUMENT_KIND_WEIGHTS);
    const model = random.pick(series.models).name;
    const { title, description, content } = texts(random, kind, model, series);
    const files = FILES_BY_KIND[kind];
    const created = newest - random.int(1, SPAN_DAYS) * DAY_MS - random.int(0, 9 * 60) * 60_000;
    yield {
      title,
      description,
      createTime: localTime(created).instant,
      filepath: files.length > 0 ? random.pick(files) : null,
      content: richTextJson(content),
      status: random.chance(DRAFT_SHARE) ? DRAFT_STATUS : STATUS_FILTER.document,
      docType: DOCUMENT_TYPE_TECHNICAL,
      modelId: serialId,
    };
  }
}
