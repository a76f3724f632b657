import { LICENCE_NAMES, LICENCE_URIS, MULTIMEDIA_ROW_TYPE, MULTIMEDIA_TERMS, OCCURRENCE_ROW_TYPE, OCCURRENCE_TERMS } from './darwin-core.ts';
import type { ExportSummary } from './summary.ts';

export const OCCURRENCE_FILE = 'occurrence.txt';
export const MULTIMEDIA_FILE = 'multimedia.txt';
export const EML_FILE = 'eml.xml';
export const META_FILE = 'meta.xml';

export const xml = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** Tab-separated lines of already clean values (darwin-core.ts `cell`): no quoting, as meta.xml declares. */
export const tsvLines = (rows: readonly string[][]): string => rows.map((row) => `${row.join('\t')}\n`).join('');

export const occurrenceHeader = () => tsvLines([OCCURRENCE_TERMS.map(([term]) => term)]);
export const multimediaHeader = () => tsvLines([['coreid', ...MULTIMEDIA_TERMS.map(([term]) => term)]]);

const fileAttributes = `encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1"`;

/** The archive's descriptor (TDWG Darwin Core text guide): the Occurrence core and the Simple Multimedia extension. */
export function metaXml(): string {
  const fields = (terms: readonly (readonly [string, string])[], first: number) =>
    terms.map(([term, namespace], index) => `    <field index="${index + first}" term="${namespace}${term}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="${EML_FILE}">
  <core ${fileAttributes} rowType="${OCCURRENCE_ROW_TYPE}">
    <files><location>${OCCURRENCE_FILE}</location></files>
    <id index="0"/>
${fields(OCCURRENCE_TERMS, 0)}
  </core>
  <extension ${fileAttributes} rowType="${MULTIMEDIA_ROW_TYPE}">
    <files><location>${MULTIMEDIA_FILE}</location></files>
    <coreid index="0"/>
${fields(MULTIMEDIA_TERMS, 1)}
  </extension>
</archive>
`;
}

export interface DatasetDescription {
  /** the site's address; the dataset's identifier is built on it */
  origin: string;
  title: string;
  abstract: string;
  /** how the records were chosen: the export's query, or the public dataset's rule */
  query: string;
  /** where this dataset is always found (the public dataset), else the export call */
  url: string;
  /** how often it is made anew, in the EML maintenance vocabulary */
  updateFrequency: 'daily' | 'weekly' | 'monthly' | 'notPlanned';
  created: Date;
}

/** The GBIF EML profile (1.3, EML 2.2.0) of an archive: who made it, its licence, what it covers, how to cite it, the query. */
export function emlXml(about: DatasetDescription, summary: ExportSummary): string {
  const day = about.created.toISOString().slice(0, 10);
  const site = new URL(about.origin).host;
  const party = `<organizationName>${xml(site)}</organizationName>
      <onlineUrl>${xml(about.origin)}</onlineUrl>`;
  const licence = summary.licence;
  const box =
    summary.south === null
      ? ''
      : `
      <geographicCoverage>
        <geographicDescription>The records' ${summary.records === 1 ? 'place' : 'places'}, generalised records at their public point</geographicDescription>
        <boundingCoordinates>
          <westBoundingCoordinate>${summary.west}</westBoundingCoordinate>
          <eastBoundingCoordinate>${summary.east}</eastBoundingCoordinate>
          <northBoundingCoordinate>${summary.north}</northBoundingCoordinate>
          <southBoundingCoordinate>${summary.south}</southBoundingCoordinate>
        </boundingCoordinates>
      </geographicCoverage>`;
  const dates =
    summary.firstDay === null
      ? ''
      : `
      <temporalCoverage>
        <rangeOfDates>
          <beginDate><calendarDate>${summary.firstDay}</calendarDate></beginDate>
          <endDate><calendarDate>${summary.lastDay}</calendarDate></endDate>
        </rangeOfDates>
      </temporalCoverage>`;
  const families = [...summary.families]
    .sort()
    .map(
      (family) => `\n          <taxonomicClassification><taxonRankName>family</taxonRankName><taxonRankValue>${xml(family)}</taxonRankValue></taxonomicClassification>`,
    )
    .join('');
  const citation = `${site} (${day}). ${about.title}. ${summary.records} occurrence records. ${about.url}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<eml:eml xmlns:eml="https://eml.ecoinformatics.org/eml-2.2.0" xmlns:dc="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="https://eml.ecoinformatics.org/eml-2.2.0 http://rs.gbif.org/schema/eml-gbif-profile/1.3/eml.xsd"
  packageId="${xml(about.url)}/${day}" system="http://gbif.org" scope="system" xml:lang="en">
  <dataset>
    <alternateIdentifier>${xml(about.url)}</alternateIdentifier>
    <title xml:lang="en">${xml(about.title)}</title>
    <creator>
      ${party}
    </creator>
    <metadataProvider>
      ${party}
    </metadataProvider>
    <pubDate>${day}</pubDate>
    <language>en</language>
    <abstract><para>${xml(about.abstract)}</para></abstract>
    <keywordSet>
      <keyword>Occurrence</keyword>
      <keyword>Observation</keyword>
      <keyword>Lepidoptera</keyword>
      <keywordThesaurus>GBIF Dataset Type Vocabulary: http://rs.gbif.org/vocabulary/gbif/dataset_type_2015-07-10.xml</keywordThesaurus>
    </keywordSet>
    <intellectualRights>
      <para>This work is licensed under a <ulink url="${LICENCE_URIS[licence]}"><citetitle>${xml(LICENCE_NAMES[licence])}</citetitle></ulink>. Each record and photo carries its own licence (the license column), none more restrictive than this one.</para>
    </intellectualRights>
    <licensed>
      <licenseName>${xml(LICENCE_NAMES[licence])}</licenseName>
      <url>${LICENCE_URIS[licence]}</url>
    </licensed>
    <distribution scope="document">
      <online><url function="download">${xml(about.url)}</url></online>
    </distribution>
    <coverage>${box}${dates}
      <taxonomicCoverage>
        <generalTaxonomicCoverage>Butterflies and moths (Lepidoptera)</generalTaxonomicCoverage>
          <taxonomicClassification><taxonRankName>order</taxonRankName><taxonRankValue>Lepidoptera</taxonRankValue></taxonomicClassification>${families}
      </taxonomicCoverage>
    </coverage>
    <maintenance>
      <description><para>${about.updateFrequency === 'notPlanned' ? 'Made once, for this download.' : `Made anew from the live database, ${about.updateFrequency}.`}</para></description>
      <maintenanceUpdateFrequency>${about.updateFrequency}</maintenanceUpdateFrequency>
    </maintenance>
    <contact>
      ${party}
    </contact>
    <methods>
      <methodStep><description><para>Records chosen by: ${xml(about.query)}</para></description></methodStep>
      <sampling>
        <studyExtent><description><para>Opportunistic observations entered by the site's recorders and checked by its validators.</para></description></studyExtent>
        <samplingDescription><para>Sensitive places are generalised to the centre of their EEA 10 km cell (informationWithheld, dataGeneralizations).</para></samplingDescription>
      </sampling>
    </methods>
  </dataset>
  <additionalMetadata>
    <metadata>
      <gbif>
        <dateStamp>${about.created.toISOString()}</dateStamp>
        <hierarchyLevel>dataset</hierarchyLevel>
        <citation>${xml(citation)}</citation>
      </gbif>
    </metadata>
  </additionalMetadata>
</eml:eml>
`;
}
