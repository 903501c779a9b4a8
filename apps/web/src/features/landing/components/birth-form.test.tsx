import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/render';
import { DATE_FORMAT_MESSAGE, REQUIRED_MESSAGE, TIME_FORMAT_MESSAGE } from '../../../lib/birth-model';
import { useAuthStore } from '../../../lib/auth-store';
import { BirthForm } from './birth-form';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: /Decodificar meu destino|Decodificando/ });

afterEach(() => vi.unstubAllGlobals());

describe('BirthForm', () => {
  it('says which fields are missing and focuses the first of them', async () => {
    const calls = stubFetch(() => jsonResponse(500, {}));
    const { user } = renderWithApp(<BirthForm />);
    await user.click(submit());
    expect(screen.getAllByText(REQUIRED_MESSAGE)).toHaveLength(4);
    expect(field('Nome completo')).toHaveFocus();
    expect(field('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome completo')).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    expect(calls).toEqual([]);
  });

  it('masks the date and the time as they are typed', async () => {
    stubFetch(() => jsonResponse(200, []));
    const { user } = renderWithApp(<BirthForm />);
    await user.type(field('Data de nascimento'), '15a031990999');
    expect(field('Data de nascimento')).toHaveValue('15/03/1990');
    await user.type(field('Hora de nascimento'), '14h305');
    expect(field('Hora de nascimento')).toHaveValue('14:30');
  });

  it('rejects an incomplete date or time, and clears a message once its field is edited', async () => {
    stubFetch(() => jsonResponse(200, []));
    const { user } = renderWithApp(<BirthForm />);
    await user.type(field('Nome completo'), 'Maria Clara');
    await user.type(field('Data de nascimento'), '1503');
    await user.type(field('Hora de nascimento'), '1');
    await user.type(field('Local de nascimento'), 'Recife');
    await user.click(submit());
    expect(screen.getByText(DATE_FORMAT_MESSAGE)).toBeVisible();
    expect(screen.getByText(TIME_FORMAT_MESSAGE)).toBeVisible();
    expect(field('Data de nascimento')).toHaveFocus();

    await user.type(field('Data de nascimento'), '1990');
    expect(screen.queryByText(DATE_FORMAT_MESSAGE)).toBeNull();
    expect(screen.getByText(TIME_FORMAT_MESSAGE)).toBeVisible();
  });

  it("shows every problem of one submit at once: its own checks and the server's, under each field", async () => {
    const PLACE =
      'Não encontramos "Xyzópolis". Confira a grafia ou informe a cidade e o estado (ex.: Campinas, SP).';
    const DATE = 'Data de nascimento inválida: 31/02/1990 não existe.';
    const calls = stubFetch(({ url }) =>
      url.startsWith('/api/places')
        ? jsonResponse(200, [])
        : jsonResponse(400, {
            error: 'Hora de nascimento inválida: use o formato HH:MM, entre 00:00 e 23:59.',
            field: 'birthTime',
            errors: [
              { field: 'birthDate', error: DATE },
              {
                field: 'birthTime',
                error: 'Hora de nascimento inválida: use o formato HH:MM, entre 00:00 e 23:59.',
              },
              { field: 'birthPlace', error: PLACE },
            ],
            suggestions: [],
          }),
    );
    const { user } = renderWithApp(<BirthForm />);
    await user.type(field('Nome completo'), 'Maria Clara');
    await user.type(field('Data de nascimento'), '31021990');
    // The mask refuses the 5 of "25": the hour stays incomplete, which the form itself says.
    await user.type(field('Hora de nascimento'), '25');
    expect(field('Hora de nascimento')).toHaveValue('2');
    await user.type(field('Local de nascimento'), 'Xyzópolis');
    await user.click(submit());

    expect(await screen.findByText(DATE)).toBeVisible();
    expect(screen.getByText(TIME_FORMAT_MESSAGE)).toBeVisible();
    expect(screen.getByText(PLACE)).toBeVisible();
    expect(field('Data de nascimento')).toHaveAccessibleDescription(DATE);
    expect(field('Local de nascimento')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Data de nascimento')).toHaveFocus();
    expect(screen.getByText('3 campos precisam de correção.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/calculate/personal')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the wire format, is disabled while it works, then opens /resultado', async () => {
    let answer!: (response: Response) => void;
    const calls = stubFetch(({ url }) =>
      url.startsWith('/api/places')
        ? jsonResponse(200, [])
        : new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { user } = renderWithApp(<BirthForm />);
    await user.type(field('Nome completo'), '  Maria Clara Silva ');
    await user.type(field('Data de nascimento'), '15031990');
    await user.type(field('Hora de nascimento'), '1430');
    await user.type(field('Local de nascimento'), 'São Paulo, SP');
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Decodificando...' })).toBeDisabled();
    const sent = calls.find((c) => c.url === '/api/calculate/personal');
    expect(sent).toMatchObject({
      method: 'POST',
      body: {
        name: 'Maria Clara Silva',
        birthDate: '1990-03-15',
        birthTime: '14:30',
        birthPlace: 'São Paulo, SP',
      },
    });

    answer(jsonResponse(200, { content: { name: 'Maria Clara Silva' } }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent('/resultado'),
    );
    expect(JSON.parse(localStorage.getItem('constelar-last-report') ?? 'null')).toMatchObject({
      state: { content: { name: 'Maria Clara Silva' } },
    });
  });

  it("offers the server's suggestions for an unknown place, and choosing one fills the field", async () => {
    const place = {
      id: 'pe-recife',
      name: 'Recife',
      state: 'PE',
      country: 'Brasil',
      label: 'Recife, PE, Brasil',
    };
    stubFetch(({ url }) =>
      url.startsWith('/api/places')
        ? jsonResponse(200, [])
        : jsonResponse(422, { message: 'Não encontramos "Recif".', error: 'x', suggestions: [place] }),
    );
    const { user } = renderWithApp(<BirthForm />);
    await user.type(field('Nome completo'), 'Maria');
    await user.type(field('Data de nascimento'), '15031990');
    await user.type(field('Hora de nascimento'), '1430');
    await user.type(field('Local de nascimento'), 'Recif');
    await user.click(submit());

    const offered = await screen.findByRole('list', { name: 'Você quis dizer:' });
    expect(field('Local de nascimento')).toHaveAccessibleDescription('Não encontramos "Recif".');
    await user.click(within(offered).getByRole('button', { name: 'Recife, PE, Brasil' }));
    expect(field('Local de nascimento')).toHaveValue('Recife, PE, Brasil');
    expect(field('Local de nascimento')).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Você quis dizer:' })).toBeNull();
  });

  it('tells apart suggested namesakes that share a label by their coordinates', async () => {
    const town = (id: string, latitude: number) => ({
      id,
      name: 'Buenaventura',
      state: null,
      country: 'Colômbia',
      label: 'Buenaventura, Valle del Cauca Department, Colômbia',
      latitude,
      longitude: -77,
      timezone: 'America/Bogota',
    });
    const calls = stubFetch(({ url }) =>
      url.startsWith('/api/places')
        ? jsonResponse(200, [])
        : jsonResponse(422, {
            message: 'Não encontramos "Buenaventur".',
            error: 'x',
            suggestions: [town('gn-3688451', 3.88), town('gn-3688452', 3.58)],
          }),
    );
    const { user } = renderWithApp(<BirthForm />);
    await user.type(field('Nome completo'), 'Maria');
    await user.type(field('Data de nascimento'), '15031990');
    await user.type(field('Hora de nascimento'), '1430');
    await user.type(field('Local de nascimento'), 'Buenaventur');
    await user.click(submit());

    const offered = await screen.findByRole('list', { name: 'Você quis dizer:' });
    const label = 'Buenaventura, Valle del Cauca Department, Colômbia';
    await user.click(within(offered).getByRole('button', { name: `${label} · 3,58° N, 77,00° O` }));
    expect(field('Local de nascimento')).toHaveValue(label);
    await user.click(submit());
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/calculate/personal')).toHaveLength(2));
    expect(calls.filter((c) => c.url === '/api/calculate/personal')[1]!.body).toMatchObject({
      birthPlace: label,
      placeId: 'gn-3688452',
    });
  });

  describe('a place chosen in the list', () => {
    // Two towns share this label; the server would resolve the text alone to the larger one.
    const namesake = (id: string, latitude: number) => ({
      id,
      name: 'Buenaventura',
      state: 'Valle del Cauca',
      country: 'Colômbia',
      label: 'Buenaventura, Valle del Cauca, Colômbia',
      latitude,
    });
    const fillAndChoose = async () => {
      const calls = stubFetch(({ url }) =>
        url.startsWith('/api/places')
          ? jsonResponse(200, [namesake('gn-3688451', 3.88), namesake('gn-3688452', 4.1)])
          : jsonResponse(200, { content: { name: 'Ana' } }),
      );
      const { user } = renderWithApp(<BirthForm />);
      await user.type(field('Nome completo'), 'Ana');
      await user.type(field('Data de nascimento'), '15031990');
      await user.type(field('Hora de nascimento'), '1430');
      await user.type(field('Local de nascimento'), 'Buenaventura');
      const list = await screen.findByRole('listbox', { name: 'Lugares sugeridos' });
      await user.click(within(list).getAllByRole('option')[1]!);
      expect(field('Local de nascimento')).toHaveValue('Buenaventura, Valle del Cauca, Colômbia');
      const posted = async () => {
        await waitFor(() => expect(calls.some((c) => c.url === '/api/calculate/personal')).toBe(true));
        return calls.find((c) => c.url === '/api/calculate/personal')!.body as Record<string, unknown>;
      };
      return { user, posted };
    };

    it('is sent by its id, so the namesake chosen is the one computed', async () => {
      const { user, posted } = await fillAndChoose();
      await user.click(submit());
      expect(await posted()).toMatchObject({
        birthPlace: 'Buenaventura, Valle del Cauca, Colômbia',
        placeId: 'gn-3688452',
      });
    });

    it('is forgotten once the field is typed in again: the text goes alone', async () => {
      const { user, posted } = await fillAndChoose();
      await user.type(field('Local de nascimento'), '{Backspace}');
      await user.click(submit());
      const body = await posted();
      expect(body.birthPlace).toBe('Buenaventura, Valle del Cauca, Colômbi');
      expect(body).not.toHaveProperty('placeId');
    });
  });

  it('sends a null time for "Não sei a hora", and the house system chosen under "Opções avançadas"', async () => {
    const calls = stubFetch(({ url }) =>
      url.startsWith('/api/places') ? jsonResponse(200, []) : jsonResponse(200, { content: { name: 'Ana' } }),
    );
    const { user } = renderWithApp(<BirthForm />);
    await user.type(field('Nome completo'), 'Ana');
    await user.type(field('Data de nascimento'), '15031990');
    await user.type(field('Hora de nascimento'), '1430');
    await user.click(screen.getByRole('checkbox', { name: 'Não sei a hora' }));
    expect(field('Hora de nascimento')).toBeDisabled();
    expect(field('Hora de nascimento')).toHaveValue('');
    expect(field('Hora de nascimento')).toHaveAccessibleDescription(
      'Sem a hora, calculamos para 12:00: Ascendente, Meio do Céu e casas ficam de fora.',
    );
    await user.type(field('Local de nascimento'), 'Recife');
    await user.click(screen.getByText('Opções avançadas'));
    const select = screen.getByRole('combobox', { name: 'Sistema de casas' });
    expect(select).toHaveDisplayValue('Placidus (padrão)');
    await user.selectOptions(select, 'Koch');
    const address = screen.getByRole('combobox', { name: 'Como prefere ser tratado(a)?' });
    expect(address).toHaveDisplayValue('Sem preferência (linguagem neutra)');
    await user.selectOptions(address, 'No feminino');
    await user.click(submit());

    await waitFor(() => expect(calls.some((c) => c.url === '/api/calculate/personal')).toBe(true));
    expect(calls.find((c) => c.url === '/api/calculate/personal')!.body).toEqual({
      name: 'Ana',
      birthDate: '1990-03-15',
      birthTime: null,
      birthPlace: 'Recife',
      houseSystem: 'koch',
      addressForm: 'feminino',
    });
  });
});

describe("BirthForm: a member's own birth first (issue #45)", () => {
  afterEach(() => useAuthStore.setState({ token: null, user: null } as never));

  it('starts from the profile: name, date, time and place', async () => {
    useAuthStore.setState({
      token: 't',
      user: { id: 'u1', name: 'Júlia Prado', email: 'j@x.test' },
    } as never);
    stubFetch(({ url }) =>
      url === '/api/users/profile'
        ? jsonResponse(200, {
            id: 'u1',
            name: 'Júlia Prado',
            email: 'j@x.test',
            addressForm: null,
            birth: { birthDate: '1990-08-15', birthTime: '14:30', birthPlace: 'Campinas, SP', placeId: 'p1' },
          })
        : jsonResponse(200, []),
    );
    renderWithApp(<BirthForm />);
    await waitFor(() => expect(field('Nome completo')).toHaveValue('Júlia Prado'));
    expect(field('Data de nascimento')).toHaveValue('15/08/1990');
    expect(field('Hora de nascimento')).toHaveValue('14:30');
    expect(field('Local de nascimento')).toHaveValue('Campinas, SP');
  });
});
