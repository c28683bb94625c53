import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useJsApiLoader } from '@react-google-maps/api';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { PlaceLike } from '../draft/location-text';
import { emptyDraft } from '../draft/event-draft';
import { useEventForm } from '../hooks/use-event-form';
import { GoogleLocationPicker } from './google-location-picker';

/** What the organiser picks in Google's suggestions; each test sets it. */
let chosenPlace:
  (PlaceLike & { geometry?: { location: { lat: () => number; lng: () => number } } }) | undefined;
const map = { panTo: vi.fn(), setZoom: vi.fn() };

// The real library loads Google's script from the network; these stand-ins keep its contract.
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: vi.fn(),
  Autocomplete: ({
    children,
    onLoad,
    onPlaceChanged,
  }: {
    children: ReactNode;
    onLoad: (autocomplete: { getPlace: () => unknown }) => void;
    onPlaceChanged: () => void;
  }) => {
    useEffect(() => onLoad({ getPlace: () => chosenPlace }), [onLoad]);
    return (
      <div>
        {children}
        <button type="button" onClick={onPlaceChanged}>
          Pick the suggestion
        </button>
      </div>
    );
  },
  GoogleMap: ({
    children,
    center,
    zoom,
    onLoad,
    options,
  }: {
    children: ReactNode;
    center: { lat: number; lng: number };
    zoom: number;
    onLoad: (instance: typeof map) => void;
    options: { styles: unknown[] | null };
  }) => {
    useEffect(() => onLoad(map), [onLoad]);
    return (
      <div
        data-testid="map"
        data-center={`${center.lat},${center.lng}`}
        data-zoom={zoom}
        data-dark={Array.isArray(options.styles)}
      >
        {children}
      </div>
    );
  },
  MarkerF: ({ position }: { position: { lat: number; lng: number } }) => (
    <div data-testid="marker" data-position={`${position.lat},${position.lng}`} />
  ),
}));

const loader = vi.mocked(useJsApiLoader);

function Harness() {
  const form = useEventForm({ initialValues: emptyDraft('UTC') });
  return <GoogleLocationPicker form={form} apiKey="test-key" />;
}

const at = (lat: number, lng: number) => ({ location: { lat: () => lat, lng: () => lng } });
const component = (long_name: string, ...types: string[]) => ({
  long_name,
  short_name: long_name,
  types,
});

describe('GoogleLocationPicker', () => {
  beforeEach(() => {
    loader.mockReturnValue({ isLoaded: true, loadError: undefined });
    map.panTo.mockReset();
    map.setZoom.mockReset();
    chosenPlace = undefined;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens over southern Africa at zoom 5, in the dark style of the dark theme', () => {
    renderWithProviders(
      <MantineProvider forceColorScheme="dark">
        <Harness />
      </MantineProvider>,
    );

    const shownMap = screen.getByTestId('map');
    expect(shownMap).toHaveAttribute('data-center', '-25,28');
    expect(shownMap).toHaveAttribute('data-zoom', '5');
    expect(shownMap).toHaveAttribute('data-dark', 'true');
    expect(screen.queryByTestId('marker')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveAttribute('readonly');
  });

  it('centres a chosen place at zoom 15 with a marker and its location text', async () => {
    chosenPlace = {
      name: 'Kirstenbosch',
      types: ['park', 'establishment'],
      geometry: at(-33.98, 18.43),
      address_components: [
        component('Cape Town', 'locality'),
        component('Western Cape', 'administrative_area_level_1'),
        component('South Africa', 'country'),
      ],
    };
    renderWithProviders(<Harness />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pick the suggestion' }));

    expect(screen.getByLabelText('Address')).toHaveValue(
      'Kirstenbosch, Cape Town, Western Cape, South Africa',
    );
    expect(screen.getByTestId('marker')).toHaveAttribute('data-position', '-33.98,18.43');
    expect(map.panTo).toHaveBeenCalled();
    expect(map.setZoom).toHaveBeenCalledWith(15);
  });

  it('says when no location text can be inferred from the place', async () => {
    chosenPlace = { geometry: at(1, 2), address_components: [] };
    renderWithProviders(<Harness />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pick the suggestion' }));

    expect(screen.getByText('Could no infer location string')).toBeInTheDocument();
    expect(screen.getByTestId('marker')).toHaveAttribute('data-position', '1,2');
  });

  it('logs a place without geometry and changes nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    chosenPlace = { name: 'Somewhere I typed' };
    renderWithProviders(<Harness />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pick the suggestion' }));

    expect(log).toHaveBeenCalledWith('No details available for input');
    expect(screen.queryByTestId('marker')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('');
  });

  it('falls back to typed fields when the map cannot load, never a broken map', () => {
    loader.mockReturnValue({ isLoaded: false, loadError: new Error('offline') });
    renderWithProviders(<Harness />);

    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Address')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Latitude')).toBeInTheDocument();
    expect(screen.getByText(/The map could not load/)).toBeInTheDocument();
  });
});
