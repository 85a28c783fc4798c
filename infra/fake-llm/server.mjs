#!/usr/bin/env node
// An OpenAI-compatible Chat Completions server for tests and demos. It writes valid insight cards
// about whatever interest the prompt names, after a configurable latency, or fails on purpose.
//   node infra/fake-llm/server.mjs --port 4010 --latency 2000 --mode ok
// Modes: ok | invalid (too long, bad tags) | mixed (half invalid) | garbage (not JSON) | error (HTTP 500) | hang.
// Control at run time: POST /__control {"latencyMs": 0, "mode": "ok"}; GET /__stats.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { isMain } from '../lib/paths.mjs';

const MODES = new Set(['ok', 'invalid', 'mixed', 'garbage', 'error', 'hang']);
const SLUGS = ['minds-humans', 'life-hacks', 'everyday-science', 'micro-world', 'philosophy'];

/** The subject, cut to a few words so the written card stays within 50 words whatever the brief. */
function interestOf(prompt) {
  const subject = /learn about: "([^"]+)"/.exec(prompt)?.[1] ?? 'curiosity';
  return subject.split(/\s+/).slice(0, 4).join(' ').replace(/[.!?]+$/, '');
}

function countOf(prompt) {
  return Math.min(10, Number(/Write (\d+) distinct/.exec(prompt)?.[1] ?? 1));
}

function validInsight(interest, n) {
  return {
    text: `Experts in ${interest} share one habit, observation ${n}. They return to the basics every week, and that steady review compounds: small daily practice beats rare marathons for anything you want to master.`,
    tags: [SLUGS[n % SLUGS.length], 'life-hacks'].filter((t, i, all) => all.indexOf(t) === i),
    source: 'Anders Ericsson and Robert Pool, Peak (2016)',
    bannerLabel: 'Steady Practice',
    iconConcept: 'clock',
  };
}

function invalidInsight(interest, n) {
  return {
    text: `${'This is far too long for a card. '.repeat(12)}${interest} ${n}`,
    tags: ['not-a-slug'],
    source: '',
    bannerLabel: '',
    iconConcept: '',
  };
}

function completion(model, content) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
  };
}

async function readJson(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body ? JSON.parse(body) : {};
}

/**
 * @param {{ port?: number, latencyMs?: number, mode?: string, host?: string }} options
 */
export async function startFakeLlm({ port = 0, latencyMs = 0, mode = 'ok', host = '127.0.0.1' } = {}) {
  const state = { latencyMs, mode, requests: 0, produced: /** @type {string[]} */ ([]), counter: 0 };

  function reply(body) {
    const prompt = (body.messages ?? []).map((m) => m.content).join('\n');
    const interest = interestOf(prompt);
    const insights = Array.from({ length: countOf(prompt) }, (_, i) => {
      state.counter += 1;
      const broken = state.mode === 'invalid' || (state.mode === 'mixed' && i % 2 === 1);
      return broken ? invalidInsight(interest, state.counter) : validInsight(interest, state.counter);
    });
    if (state.mode === 'garbage') return completion(body.model ?? 'fake', 'Sure! Here are some insights: ...');
    for (const insight of insights) if (insight.tags[0] !== 'not-a-slug') state.produced.push(insight.text);
    const content = JSON.stringify({ insights });
    return completion(body.model ?? 'fake', content);
  }

  const server = createServer(async (req, res) => {
    const send = (status, payload) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    try {
      if (req.method === 'GET' && req.url === '/__stats')
        return send(200, { requests: state.requests, produced: state.produced, mode: state.mode });
      if (req.method === 'POST' && req.url === '/__control') {
        const body = await readJson(req);
        if (body.mode !== undefined && !MODES.has(body.mode))
          return send(400, { error: `mode must be one of ${[...MODES]}` });
        Object.assign(
          state,
          body.mode ? { mode: body.mode } : {},
          Number.isFinite(body.latencyMs) ? { latencyMs: body.latencyMs } : {},
        );
        return send(200, { mode: state.mode, latencyMs: state.latencyMs });
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
        return send(404, { error: { message: 'not found' } });
      const body = await readJson(req);
      state.requests += 1;
      if (state.mode === 'hang') return;
      await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
      if (state.mode === 'error') return send(500, { error: { message: 'fake failure', type: 'server_error' } });
      return send(200, reply(body));
    } catch (error) {
      return send(400, { error: { message: String(error) } });
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}/v1`,
    port: address.port,
    state,
    close: () => new Promise((resolve) => server.close(resolve).closeAllConnections()),
  };
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      latency: { type: 'string', default: '0' },
      mode: { type: 'string', default: 'ok' },
    },
  });
  const fake = await startFakeLlm({ port: Number(values.port), latencyMs: Number(values.latency), mode: values.mode });
  process.stdout.write(
    `fake OpenAI-compatible server at ${fake.url} (mode ${values.mode}, latency ${values.latency} ms)\n`,
  );
}
