/** What the address bar accepts besides the scenario. */
export const URL_TEXT = {
  'url.allowed.once': 'each parameter once (the first value is used)',
  'url.allowed.keys': 'a scenario key ({scenario}) or one of {view}',
  'url.allowed.step': 'a step id ({first} … {last}) or a number 1..{n}',
  'url.allowed.theme': 'light or dark',
  'url.allowed.speed': 'one of {speeds}',
  'url.allowed.flag': '1 or 0',
  'url.allowed.tab': 'one of {tabs}',
  'url.allowed.capture': 'a sample capture: {samples} (your own files open from the panel, never from a link)',
  'url.allowed.source': 'the id of an entry in the Sources list, such as {example}',
  'url.allowed.sourcePanel': 'no other panel: source opens the Sources list (panel=sources)',
} as const;
