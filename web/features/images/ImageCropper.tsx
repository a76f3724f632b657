import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useIntl } from 'react-intl';
import {
  croppedSize,
  cropPoints,
  type CropPoints,
  DEFAULT_VIEWPORT,
  isLargeEnough,
  MAX_ZOOM,
  MIN_CROP_SIDE,
  MIN_VIEWPORT,
  maxViewport,
  type QuarterTurn,
  quarterTurn,
  type Size,
} from './crop-points.ts';
import { imageMessages as m } from './messages.ts';
import './images.css';

export interface CropChoice {
  points: CropPoints;
  rotation: QuarterTurn;
  /** the server takes it: at least 50 px of the original on each side */
  valid: boolean;
}

export interface ImageCropperProps {
  /** the image shown: the original or a smaller upright derivative of it */
  image: string;
  /** size of the upright original, in whose pixels the points are given */
  original: Size;
  /** a square box (a profile image); otherwise width and height are set apart */
  square?: boolean;
  onChange: (choice: CropChoice | null) => void;
}

/** Watches an element's size. */
function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/**
 * The crop box over an image (react-easy-crop): drag and pinch or slide to zoom (1 to 1.5), a box of
 * 100×100 px on screen to begin with that may be resized between 50 px and the boundary, quarter
 * turns. Reports the points of the box in pixels of the upright original.
 */
export function ImageCropper({ image, original, square = false, onChange }: ImageCropperProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const [stageRef, stage] = useElementSize<HTMLDivElement>();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState<QuarterTurn>(0);
  const [viewport, setViewport] = useState<Size>({ width: DEFAULT_VIEWPORT, height: DEFAULT_VIEWPORT });
  // The shown image's own size, known once it has loaded (the original's stands in until then). Taken
  // once from onMediaLoaded: setMediaSize reports every re-measure, and a box limit fed from it makes
  // the cropper measure again, a render loop. The ref has it before the state re-renders.
  const [natural, setNatural] = useState<Size | null>(null);
  const naturalRef = useRef<Size | null>(null);
  const [choice, setChoice] = useState<CropChoice | null>(null);

  const limit = stage ? maxViewport(stage, natural ?? original) : DEFAULT_VIEWPORT;
  const box = { width: Math.min(viewport.width, limit), height: Math.min(viewport.height, limit) };

  // Reported straight from the cropper's callback, within its own update: a report from an effect
  // would leave an update pending after each key press, and fast presses then pile up to React's
  // nested update limit.
  const report = (pixels: Area) => {
    const shown = naturalRef.current;
    if (!shown) return;
    const points = cropPoints(pixels, { rotation, shown, original, square });
    const next = { points, rotation, valid: isLargeEnough(points) };
    setChoice(next);
    onChange(next);
  };

  const turned = rotation === 90 || rotation === 270;
  const turn = (degrees: number) => setRotation((current) => quarterTurn(current + degrees));
  const resize = (side: 'width' | 'height' | 'both', value: number) =>
    setViewport((current) => (side === 'both' ? { width: value, height: value } : { ...current, [side]: value }));

  const slider = (label: string, value: number, min: number, max: number, step: number, onValue: (value: number) => void, id: string) => (
    <div className="image-cropper__control">
      <label htmlFor={`${idPrefix}-${id}`}>{label}</label>
      <input
        id={`${idPrefix}-${id}`}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={max <= min}
        onChange={(event) => onValue(Number(event.target.value))}
      />
    </div>
  );
  const result = choice ? croppedSize(choice.points, choice.rotation) : null;

  return (
    <div className="image-cropper">
      <div
        className="image-cropper__stage"
        ref={stageRef}
        style={{ aspectRatio: turned ? `${original.height} / ${original.width}` : `${original.width} / ${original.height}` }}
        aria-label={intl.formatMessage(m.cropperLabel)}
        role="group"
        data-testid="image-cropper"
      >
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          aspect={box.width / box.height}
          cropSize={box}
          minZoom={1}
          maxZoom={MAX_ZOOM}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => report(pixels)}
          onMediaLoaded={(media) => {
            naturalRef.current = { width: media.naturalWidth, height: media.naturalHeight };
            setNatural(naturalRef.current);
          }}
          disableAutomaticStylesInjection
          showGrid
        />
      </div>
      <div className="image-cropper__controls">
        {slider(intl.formatMessage(m.zoom), zoom, 1, MAX_ZOOM, 0.01, setZoom, 'zoom')}
        {square ? (
          slider(intl.formatMessage(m.boxSize), box.width, MIN_VIEWPORT, limit, 1, (value) => resize('both', value), 'size')
        ) : (
          <>
            {slider(intl.formatMessage(m.boxWidth), box.width, MIN_VIEWPORT, limit, 1, (value) => resize('width', value), 'width')}
            {slider(intl.formatMessage(m.boxHeight), box.height, MIN_VIEWPORT, limit, 1, (value) => resize('height', value), 'height')}
          </>
        )}
        <div className="image-cropper__turns">
          <button type="button" className="image-cropper__turn" onClick={() => turn(-90)}>
            <TurnIcon direction="left" />
            {intl.formatMessage(m.rotateLeft)}
          </button>
          <button type="button" className="image-cropper__turn" onClick={() => turn(90)}>
            {intl.formatMessage(m.rotateRight)}
            <TurnIcon direction="right" />
          </button>
        </div>
        {result && (
          <p className="image-cropper__result" role="status">
            {intl.formatMessage(m.resultSize, { width: result.width, height: result.height })}
          </p>
        )}
        {choice && !choice.valid && (
          <p className="image-cropper__warning" role="alert">
            {intl.formatMessage(m.tooSmall, { min: MIN_CROP_SIDE })}
          </p>
        )}
      </div>
    </div>
  );
}

function TurnIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      className="image-cropper__turn-icon"
      viewBox="0 0 24 24"
      width={20}
      height={20}
      aria-hidden="true"
      style={direction === 'left' ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
