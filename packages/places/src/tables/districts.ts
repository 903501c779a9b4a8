// Districts (distritos) and villages that people give as their birthplace, each inside its municipality.
// Curated by hand: no npm package carries Brazil's districts with coordinates (docs/decisions/110-districts.md).
// `municipality` is the municipality's IBGE code. Coordinates are the village's own, to two decimals, where
// known; without them the place takes its municipality's seat. A district always takes its municipality's
// time zone. `also` holds other names people type ("Praia da Pipa"); they rank after real names.
export interface District {
  name: string;
  municipality: number;
  latitude?: number;
  longitude?: number;
  also?: readonly string[];
}

export const DISTRICTS: readonly District[] = [
  // Camaçari – BA
  { name: 'Arembepe', municipality: 2905701, latitude: -12.76, longitude: -38.18 },
  { name: 'Guarajuba', municipality: 2905701, latitude: -12.65, longitude: -38.06 },
  { name: 'Abrantes', municipality: 2905701, latitude: -12.83, longitude: -38.27 },
  { name: 'Monte Gordo', municipality: 2905701 },
  // Porto Seguro – BA
  { name: 'Trancoso', municipality: 2925303, latitude: -16.59, longitude: -39.09 },
  {
    name: "Arraial d'Ajuda",
    municipality: 2925303,
    latitude: -16.49,
    longitude: -39.07,
    also: ['Arraial da Ajuda'],
  },
  { name: 'Caraíva', municipality: 2925303, latitude: -16.81, longitude: -39.15 },
  // Mata de São João – BA
  { name: 'Praia do Forte', municipality: 2921005, latitude: -12.58, longitude: -38.0 },
  { name: 'Imbassaí', municipality: 2921005, latitude: -12.49, longitude: -37.96 },
  // Cairu – BA
  { name: 'Morro de São Paulo', municipality: 2905404, latitude: -13.38, longitude: -38.91 },
  { name: 'Boipeba', municipality: 2905404, also: ['Velha Boipeba'] },
  // Maraú – BA
  { name: 'Barra Grande', municipality: 2920700, latitude: -13.87, longitude: -38.94 },
  // Palmeiras – BA
  { name: 'Caeté-Açu', municipality: 2923506, latitude: -12.6, longitude: -41.49, also: ['Vale do Capão'] },
  // Ilhéus – BA
  { name: 'Olivença', municipality: 2913606, latitude: -14.95, longitude: -39.01 },
  // Prado – BA
  { name: 'Cumuruxatiba', municipality: 2925501, latitude: -17.1, longitude: -39.18 },
  // Jijoca de Jericoacoara – CE
  { name: 'Jericoacoara', municipality: 2307254, latitude: -2.8, longitude: -40.51, also: ['Jeri'] },
  // Aracati – CE
  { name: 'Canoa Quebrada', municipality: 2301109, latitude: -4.53, longitude: -37.7 },
  // Caucaia – CE
  { name: 'Cumbuco', municipality: 2303709, latitude: -3.62, longitude: -38.73 },
  // Trairi – CE
  { name: 'Flecheiras', municipality: 2313500 },
  // Tibau do Sul – RN
  { name: 'Pipa', municipality: 2414209, latitude: -6.23, longitude: -35.05, also: ['Praia da Pipa'] },
  // Extremoz – RN
  { name: 'Genipabu', municipality: 2403608, latitude: -5.7, longitude: -35.2 },
  // Ipojuca – PE
  { name: 'Porto de Galinhas', municipality: 2607208, latitude: -8.5, longitude: -35.0 },
  // Cajueiro da Praia – PI
  { name: 'Barra Grande', municipality: 2202083, latitude: -2.9, longitude: -41.41 },
  // Santarém – PA
  { name: 'Alter do Chão', municipality: 1506807, latitude: -2.5, longitude: -54.95 },
  // Belém – PA
  { name: 'Mosqueiro', municipality: 1501402, latitude: -1.13, longitude: -48.43 },
  { name: 'Icoaraci', municipality: 1501402, latitude: -1.3, longitude: -48.48 },
  { name: 'Outeiro', municipality: 1501402 },
  // Alto Paraíso de Goiás – GO
  { name: 'São Jorge', municipality: 5200605, latitude: -14.17, longitude: -47.82 },
  // Conceição da Barra – ES
  { name: 'Itaúnas', municipality: 3201605, latitude: -18.42, longitude: -39.7 },
  // Linhares – ES
  { name: 'Regência', municipality: 3203205 },
  // Itatiaia – RJ
  { name: 'Penedo', municipality: 3302254, latitude: -22.44, longitude: -44.53 },
  // Resende – RJ
  { name: 'Visconde de Mauá', municipality: 3304201, latitude: -22.33, longitude: -44.54 },
  // Petrópolis – RJ
  { name: 'Itaipava', municipality: 3303906, latitude: -22.39, longitude: -43.11 },
  { name: 'Cascatinha', municipality: 3303906 },
  { name: 'Pedro do Rio', municipality: 3303906 },
  { name: 'Posse', municipality: 3303906 },
  // Nova Friburgo – RJ
  { name: 'Lumiar', municipality: 3303401, latitude: -22.36, longitude: -42.32 },
  { name: 'São Pedro da Serra', municipality: 3303401 },
  // Valença – RJ
  { name: 'Conservatória', municipality: 3306107, latitude: -22.29, longitude: -43.93 },
  // Paraty – RJ
  { name: 'Trindade', municipality: 3303807, latitude: -23.35, longitude: -44.72 },
  { name: 'Paraty-Mirim', municipality: 3303807 },
  { name: 'Tarituba', municipality: 3303807 },
  // Angra dos Reis – RJ
  {
    name: 'Abraão',
    municipality: 3300100,
    latitude: -23.14,
    longitude: -44.17,
    also: ['Vila do Abraão', 'Ilha Grande'],
  },
  { name: 'Mambucaba', municipality: 3300100, latitude: -23.02, longitude: -44.52 },
  { name: 'Cunhambebe', municipality: 3300100 },
  { name: 'Jacuecanga', municipality: 3300100 },
  // Maricá – RJ
  { name: 'Itaipuaçu', municipality: 3302700, latitude: -22.96, longitude: -42.99 },
  { name: 'Inoã', municipality: 3302700 },
  { name: 'Ponta Negra', municipality: 3302700 },
  // Camanducaia – MG
  { name: 'Monte Verde', municipality: 3110509, latitude: -22.86, longitude: -46.03 },
  // Ouro Preto – MG
  { name: 'Cachoeira do Campo', municipality: 3146107, latitude: -20.35, longitude: -43.67 },
  { name: 'Lavras Novas', municipality: 3146107 },
  { name: 'Amarantina', municipality: 3146107 },
  { name: 'Antônio Pereira', municipality: 3146107 },
  { name: 'São Bartolomeu', municipality: 3146107 },
  // Serro – MG
  { name: 'Milho Verde', municipality: 3167103 },
  // Lima Duarte – MG
  { name: 'Conceição do Ibitipoca', municipality: 3138609, also: ['Ibitipoca'] },
  // Santo André – SP
  { name: 'Paranapiacaba', municipality: 3547809, latitude: -23.78, longitude: -46.3 },
  // São Sebastião – SP
  { name: 'Maresias', municipality: 3550704, latitude: -23.79, longitude: -45.56 },
  { name: 'Boiçucanga', municipality: 3550704, latitude: -23.78, longitude: -45.62 },
  // Campinas – SP
  { name: 'Barão Geraldo', municipality: 3509502, latitude: -22.82, longitude: -47.08 },
  { name: 'Sousas', municipality: 3509502, latitude: -22.88, longitude: -46.97 },
  { name: 'Joaquim Egídio', municipality: 3509502, latitude: -22.9, longitude: -46.93 },
  { name: 'Nova Aparecida', municipality: 3509502 },
  // São José dos Campos – SP
  { name: 'São Francisco Xavier', municipality: 3549904, latitude: -22.9, longitude: -45.95 },
  { name: 'Eugênio de Melo', municipality: 3549904 },
  // Ribeirão Preto – SP
  { name: 'Bonfim Paulista', municipality: 3543402, latitude: -21.28, longitude: -47.81 },
  // Guarujá – SP
  { name: 'Vicente de Carvalho', municipality: 3518701 },
  // Paranaguá – PR
  { name: 'Ilha do Mel', municipality: 4118204, latitude: -25.55, longitude: -48.31 },
  // Imbituba – SC
  { name: 'Praia do Rosa', municipality: 4207304, latitude: -28.13, longitude: -48.65 },
  // Florianópolis – SC
  { name: 'Barra da Lagoa', municipality: 4205407, latitude: -27.57, longitude: -48.42 },
  { name: 'Cachoeira do Bom Jesus', municipality: 4205407 },
  { name: 'Campeche', municipality: 4205407, latitude: -27.68, longitude: -48.49 },
  { name: 'Canasvieiras', municipality: 4205407, latitude: -27.43, longitude: -48.46 },
  {
    name: 'Ingleses do Rio Vermelho',
    municipality: 4205407,
    latitude: -27.44,
    longitude: -48.4,
    also: ['Ingleses'],
  },
  { name: 'Lagoa da Conceição', municipality: 4205407, latitude: -27.6, longitude: -48.47 },
  { name: 'Pântano do Sul', municipality: 4205407, latitude: -27.78, longitude: -48.51 },
  { name: 'Ratones', municipality: 4205407 },
  { name: 'Ribeirão da Ilha', municipality: 4205407, latitude: -27.71, longitude: -48.56 },
  { name: 'Santo Antônio de Lisboa', municipality: 4205407, latitude: -27.51, longitude: -48.52 },
  { name: 'São João do Rio Vermelho', municipality: 4205407 },
  // Caxias do Sul – RS
  { name: 'Ana Rech', municipality: 4305108 },
  { name: 'Criúva', municipality: 4305108 },
  { name: 'Vila Seca', municipality: 4305108 },
  { name: 'Vila Oliva', municipality: 4305108 },
];
