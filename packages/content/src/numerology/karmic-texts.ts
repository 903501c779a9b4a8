import type { Digit, ResponseValue } from './map-values';

// numerology.md §4: the karmic lessons (digits the name lacks), the hidden tendencies (digits it repeats),
// the subconscious response (how many digits it has) and the karmic debts. A debt is something to work
// on, never a punishment.

export const KARMIC_LESSON_TEXTS: Record<Digit, string> = {
  1: 'Lição 1: nenhuma letra do nome vibra no 1, e a vida tende a pedir que se desenvolva iniciativa. Situações em que é preciso decidir sem apoio ou defender uma ideia própria aparecem como treino. Cada pequena escolha feita com convicção fortalece essa habilidade.',
  2: 'Lição 2: falta ao nome a vibração do 2, e o aprendizado proposto é a cooperação paciente. Esperar a hora certa, escutar até o fim e dividir o crédito são exercícios que a vida oferece. O detalhe e a diplomacia crescem com a prática.',
  3: 'Lição 3: sem letras no 3, o nome sugere que a expressão pede desenvolvimento. Falar do que se sente, mostrar trabalhos criativos e permitir-se a leveza são os exercícios do caminho. Um diário, uma aula de canto ou de escrita podem ajudar.',
  4: 'Lição 4: a ausência do 4 no nome aponta a organização e a constância como aprendizados. A vida tende a trazer tarefas que exigem método e persistência. Rotinas simples, cumpridas com regularidade, transformam essa lição em força.',
  5: 'Lição 5: sem o 5 no nome, o convite é aprender a lidar com a mudança. Sair da zona de conforto, experimentar e confiar no novo podem parecer difíceis no início. Pequenas aventuras planejadas ampliam a coragem aos poucos.',
  6: 'Lição 6: falta o 6, e a lição envolve responsabilidade afetiva e convivência. Compromissos com família, lar e comunidade tendem a pedir presença. Assumir cuidados na medida certa, sem fugir nem se sobrecarregar, é o aprendizado.',
  7: 'Lição 7: sem letras no 7, o nome pede o desenvolvimento da introspecção e da fé no próprio saber. Estudar a fundo, tolerar o silêncio e questionar as aparências são exercícios valiosos. A confiança interior cresce com o tempo dedicado à reflexão.',
  8: 'Lição 8: a falta do 8 indica que a relação com dinheiro, poder e autoridade é campo de aprendizado. Planejar as finanças, negociar com firmeza e assumir a gestão do que é seu são os treinos propostos. Aos poucos, a segurança prática se instala.',
  9: 'Lição 9: sem o 9 no nome, o aprendizado passa pela compaixão ampla e pelo desapego. Perdoar, encerrar ciclos e olhar para além do círculo próximo são exercícios que a vida oferece. A generosidade se aprende praticando.',
};

export const HIDDEN_TENDENCY_TEXTS: Record<Digit, string> = {
  1: 'Tendência oculta 1: muitas letras no 1 reforçam a vontade própria. Há uma força de iniciativa que aparece mesmo sem ser chamada, e que pode virar teimosia. Usá-la para liderar com escuta é o melhor caminho.',
  2: 'Tendência oculta 2: o 2 repetido no nome intensifica a sensibilidade ao outro. A tendência é absorver o clima das pessoas em volta e buscar aprovação. Perceber isso ajuda a cuidar dos próprios limites.',
  3: 'Tendência oculta 3: com muitas letras no 3, a necessidade de expressão é intensa. Fala, humor e criatividade transbordam, às vezes em excesso. Direcionar essa energia para uma obra concreta dá a ela contorno.',
  4: 'Tendência oculta 4: o 4 repetido reforça o apego à ordem e ao trabalho. Há uma disciplina natural que pode tornar-se rigidez ou excesso de cobrança. Pausas e flexibilidade equilibram essa força.',
  5: 'Tendência oculta 5: muitas letras no 5 acentuam a busca de liberdade e de sensações novas. A inquietação pode levar a trocas frequentes de planos. Escolher compromissos que deem espaço ao movimento ajuda a manter o rumo.',
  6: 'Tendência oculta 6: com o 6 em excesso, a tendência é assumir responsabilidades pelos outros. O cuidado é genuíno, e pode virar controle ou cansaço. Deixar que cada um carregue a própria parte é um alívio.',
  7: 'Tendência oculta 7: o 7 repetido aprofunda o gosto pelo estudo e pelo recolhimento. Há uma mente investigativa que não se contenta com respostas rápidas. Cuidar para que o isolamento não ocupe o lugar dos vínculos mantém o equilíbrio.',
  8: 'Tendência oculta 8: muitas letras no 8 intensificam a ambição e o desejo de controle. A capacidade de realizar é grande, e a tentação de medir tudo por resultados também. A generosidade equilibra essa potência.',
  9: 'Tendência oculta 9: com o 9 em destaque, a sensibilidade ao sofrimento do mundo pode ser forte. Há idealismo e vontade de ajudar, às vezes à custa das próprias necessidades. Escolher onde doar energia preserva essa força.',
};

export const SUBCONSCIOUS_RESPONSE_TEXTS: Record<ResponseValue, string> = {
  0: 'Resposta subconsciente 0: um nome sem nenhum dos nove dígitos é um caso apenas teórico, já que toda letra tem um valor. Se ele aparecer, indica que cada número ainda está por ser aprendido.',
  1: 'Resposta subconsciente 1: com apenas um dígito presente no nome, diante de uma crise a reação tende a ser de aperto e confusão. Apoio externo e passos pequenos e concretos ajudam a recuperar o prumo.',
  2: 'Resposta subconsciente 2: com dois dígitos presentes, a reação a imprevistos tende a ser de insegurança e hesitação. Contar com pessoas de confiança e com planos simples de contingência faz diferença.',
  3: 'Resposta subconsciente 3: a reação a situações difíceis tende a oscilar entre a ansiedade e a tentativa de resolver tudo ao mesmo tempo. Priorizar uma coisa por vez ajuda a atravessar o momento.',
  4: 'Resposta subconsciente 4: diante do inesperado, a tendência é buscar segurança no que é conhecido e se apegar a regras. Essa firmeza ajuda, desde que não impeça de ver alternativas novas.',
  5: 'Resposta subconsciente 5: em emergências, a primeira reação pode ser a agitação ou a vontade de sair de cena. Respirar e buscar um ponto de apoio antes de agir traz a clareza de volta.',
  6: 'Resposta subconsciente 6: sob pressão, a atenção vai primeiro para a família e para as pessoas próximas. A reação é protetora e responsável, e pede que as próprias necessidades não fiquem esquecidas.',
  7: 'Resposta subconsciente 7: diante de crises, a reação tende a ser analítica: recolher-se, pensar e só então agir. Essa calma observadora é um recurso, desde que não atrase o que precisa ser feito.',
  8: 'Resposta subconsciente 8: em situações difíceis, há capacidade de assumir o controle com eficiência e senso prático. A firmeza ajuda muita gente em volta; delegar evita o excesso de carga.',
  9: 'Resposta subconsciente 9: com todos os dígitos presentes no nome, a reação a imprevistos tende a ser ampla e serena, olhando o conjunto. Há recursos variados para lidar com quase qualquer situação.',
};

export const KARMIC_DEBT_TEXTS: Record<13 | 14 | 16 | 19, string> = {
  13: 'Dívida cármica 13: um convite a trabalhar a constância. A tradição associa o 13 a tarefas deixadas pela metade, e o caminho proposto é concluir o que se começa, com método e sem atalhos. Não é castigo: é um treino de persistência que, cumprido, vira solidez.',
  14: 'Dívida cármica 14: pede que se trabalhe a moderação e o uso consciente da liberdade. Excessos, mudanças impulsivas e dispersão são os pontos de atenção. A proposta é encontrar ritmo e equilíbrio, e com isso a liberdade ganha qualidade.',
  16: 'Dívida cármica 16: chama a trabalhar a humildade e a autenticidade nos vínculos. Estruturas construídas sobre vaidade tendem a ser revistas ao longo da vida. Encarar essas revisões como chance de recomeçar em base mais verdadeira transforma o aprendizado em renovação.',
  19: 'Dívida cármica 19: propõe trabalhar o equilíbrio entre independência e ajuda mútua. Vale observar o orgulho de querer dar conta de tudo. Aprender a pedir e a aceitar apoio torna a força pessoal mais leve e mais generosa.',
};
