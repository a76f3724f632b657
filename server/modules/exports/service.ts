import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { actingEntityId, type Viewer } from '../../auth/viewer.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { NotFoundError } from '../../errors.ts';
import { EXPORT_DATASETS, EXPORT_FILES, EXPORT_FORMATS, type ExportDataset, type ExportFormat } from '@domain/exports.ts';
import type { Db } from '../objects/registry.ts';
import { presentPlace } from '../observations/place.ts';
import { type ObservationFilter, observationListWhere } from '../observations/service.ts';
import {
  type DatasetDescription,
  EML_FILE,
  emlXml,
  META_FILE,
  metaXml,
  MULTIMEDIA_FILE,
  multimediaHeader,
  OCCURRENCE_FILE,
  occurrenceHeader,
  tsvLines,
} from './archive.ts';
import { multimediaRow, occurrenceRow, recordName } from './darwin-core.ts';
import { KML_FILE, KML_TAIL, kmlHead, placemark } from './kml.ts';
import { exportBatches } from './records.ts';
import { ExportSummary } from './summary.ts';

/** What one export holds and says about itself. */
export interface ExportJob {
  viewer: Viewer;
  /** the records: the viewer's list filter inside their visibility rule */
  where: Prisma.ObservationWhereInput;
  /** the site's address: records' and photos' links start with it */
  origin: string;
  about: Omit<DatasetDescription, 'origin' | 'created'>;
  /** told the archive's EML once the records are written (the public dataset serves it apart too) */
  onEml?: (eml: string, summary: ExportSummary) => void;
}

const isDataset = (name: string): name is ExportDataset => (EXPORT_DATASETS as readonly string[]).includes(name);
const isFormat = (name: string): name is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(name);

/**
 * The records of an export call, refused before anything is read: an unknown dataset or format is
 * NOT_FOUND, a guest's own records UNAUTHORIZED, a filter the list refuses the list's error.
 */
export function exportRecords(
  viewer: Viewer,
  dataset: string,
  format: string,
  filter: () => ObservationFilter,
): { format: ExportFormat; where: Prisma.ObservationWhereInput } {
  if (!isDataset(dataset)) throw new NotFoundError('NOT_FOUND', `No dataset ${dataset}`);
  if (!isFormat(format)) throw new NotFoundError('NOT_FOUND', `No export format ${format}`);
  const own = dataset === 'myobservation' ? { uploaderId: actingEntityId(viewer) } : {};
  return { format, where: observationListWhere(viewer, { ...filter(), ...own }) };
}

/** The download's name: the one asked for without path or control characters, with the format's extension. */
export function exportFileName(requested: string, format: ExportFormat): string {
  const name = requested
    .replace(/[/\\:*?"<>|\p{Cc}]/gu, '')
    .replace(/\.(zip|csv|tsv|txt|kml|kmz)$/i, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120);
  return `${name || 'lepke-observations'}.${EXPORT_FILES[format].extension}`;
}

/** The export as a byte stream, read from the database only as fast as it is consumed; destroying it stops the reading. */
export function exportStream(db: Db, format: ExportFormat, job: ExportJob): Readable {
  if (format === 'csv') return textStream(occurrenceText(db, job, new ExportSummary()));
  if (format === 'kml') return zipOf([[KML_FILE, textStream(kmlText(db, job))]]);
  return darwinCoreArchive(db, job);
}

/** Strings a piece at a time: at most one waits while the consumer is busy. */
const textStream = (chunks: AsyncIterable<string>) => Readable.from(chunks, { objectMode: true, highWaterMark: 1 });

async function* occurrenceText(db: Db, { viewer, where, origin }: ExportJob, summary: ExportSummary, photos?: WriteStream): AsyncGenerator<string> {
  yield occurrenceHeader();
  for await (const batch of exportBatches(db, viewer, where, origin, photos !== undefined)) {
    if (photos && batch.photos.length) {
      if (!photos.write(tsvLines(batch.photos.map((photo) => multimediaRow(photo, origin))))) await once(photos, 'drain');
    }
    for (const piece of pieces(batch.records)) {
      yield tsvLines(
        piece.map((record) => {
          const row = occurrenceRow(viewer, record, origin);
          summary.add(record, row.lat, row.lon);
          return row.values;
        }),
      );
    }
  }
}

/**
 * A batch is formatted and written a few rows at a time: what a piece makes (its strings, the
 * records' presented places) dies young, in V8's cheap young generation, rather than outliving the
 * writes of a whole batch and piling up in the old one until a full collection.
 */
const PIECE_ROWS = 50;
function* pieces<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += PIECE_ROWS) yield rows.slice(start, start + PIECE_ROWS);
}

async function* kmlText(db: Db, { viewer, where, origin, about }: ExportJob): AsyncGenerator<string> {
  yield kmlHead(about.title);
  for await (const batch of exportBatches(db, viewer, where, origin, false)) {
    for (const piece of pieces(batch.records)) {
      yield piece
        .map((record) => {
          const place = presentPlace(viewer, record);
          if (place.lat === null || place.lon === null) return '';
          return placemark(
            {
              id: record.id,
              status: record.status,
              dateFrom: record.dateFrom,
              dateTo: record.dateTo,
              name: recordName(record),
              lat: place.lat,
              lon: place.lon,
              generalised: place.generalised,
            },
            origin,
          );
        })
        .join('');
    }
  }
  yield KML_TAIL;
}

/** Deflate's fastest level: text compresses nearly as well, at several times the speed of the default. */
const COMPRESSION = { compressionLevel: 1 };

function zipOf(entries: [name: string, body: Readable][]): Readable {
  const zip = new ZipFile();
  for (const [name, body] of entries) zip.addReadStream(body, name, COMPRESSION);
  zip.end();
  return guarded(
    zip,
    entries.map(([, body]) => body),
  );
}

/** The zip's output, failing when an entry fails, and stopping every entry's reading when it is destroyed. */
function guarded(zip: ZipFile, sources: (Readable | WriteStream)[], cleanup?: () => void): Readable {
  const out = zip.outputStream as Readable;
  zip.on('error', (error: Error) => out.destroy(error));
  for (const source of sources) source.once('error', (error: Error) => out.destroy(error));
  out.once('close', () => {
    for (const source of sources) source.destroy();
    cleanup?.();
  });
  return out;
}

/**
 * A Darwin Core Archive: meta.xml, the Occurrence core streamed as it is read, the photos (Simple
 * Multimedia) spooled to a temporary file meanwhile, as a zip's entries follow one another, and the
 * EML last, as its coverage and licence are those of the records written.
 */
function darwinCoreArchive(db: Db, job: ExportJob): Readable {
  const summary = new ExportSummary();
  const spool = join(tmpdir(), `lepke-export-${randomUUID()}.txt`);
  const photos = createWriteStream(spool);
  photos.write(multimediaHeader());
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(metaXml()), META_FILE, COMPRESSION);
  const occurrences = textStream(occurrenceText(db, job, summary, photos));
  occurrences.once('end', () =>
    photos.end(() => {
      zip.addReadStream(createReadStream(spool), MULTIMEDIA_FILE, COMPRESSION);
      const eml = emlXml({ ...job.about, origin: job.origin, created: new Date() }, summary);
      job.onEml?.(eml, summary);
      zip.addBuffer(Buffer.from(eml), EML_FILE, COMPRESSION);
      zip.end();
    }),
  );
  zip.addReadStream(occurrences, OCCURRENCE_FILE, COMPRESSION);
  return guarded(zip, [occurrences, photos], () => {
    void rm(spool, { force: true });
  });
}
