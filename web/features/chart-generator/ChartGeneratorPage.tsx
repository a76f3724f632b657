import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { commitMutation, type Environment, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { ChartGeneratorPageMutation } from '../../__generated__/ChartGeneratorPageMutation.graphql.ts';
import { Icon } from '../../ui/index.ts';
import { chartGeneratorMessages as m } from './messages.ts';
import { resumeIndex, savedNextSpecies, saveNextSpecies } from './resume-position.ts';
import './chart-generator.css';

/** recording §9: the species list is loaded whole, `?_size=50000`. */
const SPECIES_LIST_URL = '/api/species/?_size=50000';

interface QueuedSpecies {
  id: number;
  name: string;
}

interface SpeciesRow {
  id: number;
  name: string;
  stat: { cnt: number };
}

const generateMutation = graphql`
  mutation ChartGeneratorPageMutation($id: ID!) {
    generateSpeciesChart(id: $id) {
      __typename
      ... on SpeciesChartPayload {
        records
        species {
          id
          timegraphImageUrl
        }
      }
    }
  }
`;

const speciesKey = (id: number) => btoa(`Species:${id}`);

/** One species' chart drawn and saved by the server; true when it saved one. */
function generate(environment: Environment, id: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    commitMutation<ChartGeneratorPageMutation>(environment, {
      mutation: generateMutation,
      variables: { id: speciesKey(id) },
      onCompleted: ({ generateSpeciesChart: result }) =>
        result.__typename === 'SpeciesChartPayload' ? resolve(Boolean(result.species.timegraphImageUrl)) : reject(new Error(result.__typename)),
      onError: reject,
    });
  });
}

type Phase = 'idle' | 'running' | 'paused' | 'finished';

/**
 * The route component of `/admin/chart/generate/` (admins): loads the catalogue, and for each species
 * with accepted records (its `stat.cnt`) asks the server to draw and save its phenology chart
 * (`generateSpeciesChart`), one at a time. The position is kept in this browser after every species
 * (`resume-position.ts`), so a pause, a closed tab or a reload resumes where it stopped.
 */
export default function ChartGeneratorPage() {
  return (
    <PartTexts part="admin">
      <ChartGenerator />
    </PartTexts>
  );
}

function ChartGenerator() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [catalogue, setCatalogue] = useState<{ total: number; queue: QueuedSpecies[] } | 'loading' | 'failed'>('loading');
  const [position, setPosition] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [saved, setSaved] = useState(0);
  const [failures, setFailures] = useState(0);
  const running = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    fetch(SPECIES_LIST_URL, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { list: { data: SpeciesRow[] } };
        const queue = body.list.data.filter((row) => row.stat.cnt > 0).map(({ id, name }) => ({ id, name }));
        const next = savedNextSpecies();
        setCatalogue({ total: body.list.data.length, queue });
        setPosition(resumeIndex(queue, next));
        if (next !== null && resumeIndex(queue, next) > 0) setPhase('paused');
      })
      .catch(() => {
        if (!controller.signal.aborted) setCatalogue('failed');
      });
    return () => {
      controller.abort();
      running.current = false;
    };
  }, []);

  const run = useCallback(
    async (queue: QueuedSpecies[], from: number) => {
      running.current = true;
      setPhase('running');
      for (let index = from; index < queue.length; index += 1) {
        if (!running.current) return;
        const species = queue[index]!;
        setPosition(index);
        saveNextSpecies(species.id);
        try {
          if (await generate(environment, species.id)) setSaved((count) => count + 1);
        } catch {
          setFailures((count) => count + 1);
        }
        setPosition(index + 1);
        saveNextSpecies(queue[index + 1]?.id ?? null);
      }
      running.current = false;
      setPhase('finished');
    },
    [environment],
  );

  const pause = () => {
    running.current = false;
    setPhase('paused');
  };

  if (catalogue === 'loading') return <p className="chartgen">{intl.formatMessage(m.loading)}</p>;
  if (catalogue === 'failed') return <p className="chartgen chartgen--error">{intl.formatMessage(m.loadFailed)}</p>;
  const { queue, total } = catalogue;
  const current = phase === 'running' ? queue[position] : undefined;
  return (
    <div className="chartgen" data-testid="chart-generator">
      <h1 className="chartgen__title">{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(m.intro)}</p>
      <p>{intl.formatMessage(m.queue, { total, queued: queue.length })}</p>
      <progress className="chartgen__bar" max={Math.max(1, queue.length)} value={position} aria-label={intl.formatMessage(m.progressLabel)} />
      <p className="chartgen__status" aria-live="polite" data-testid="chart-generator-status">
        {intl.formatMessage(m.progress, { done: position, queued: queue.length })}
        {current && <> · {intl.formatMessage(m.current, { name: current.name })}</>}
      </p>
      {phase === 'paused' && <p>{intl.formatMessage(m.paused)}</p>}
      {phase === 'finished' && <p>{intl.formatMessage(m.finished, { saved })}</p>}
      {failures > 0 && <p className="chartgen--error">{intl.formatMessage(m.failures, { count: failures })}</p>}
      <div className="chartgen__actions">
        {phase === 'running' ? (
          <Button className="chartgen__button" onPress={pause}>
            {intl.formatMessage(m.pause)}
          </Button>
        ) : (
          <>
            {phase === 'paused' && (
              <Button className="chartgen__button chartgen__button--primary" onPress={() => void run(queue, position)}>
                {intl.formatMessage(m.resume)}
              </Button>
            )}
            <Button
              className={`chartgen__button${phase === 'paused' ? '' : ' chartgen__button--primary'}`}
              isDisabled={!queue.length}
              onPress={() => {
                setSaved(0);
                setFailures(0);
                void run(queue, 0);
              }}
            >
              <Icon name="chart" size={18} />
              {intl.formatMessage(phase === 'idle' ? m.start : m.restart)}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
