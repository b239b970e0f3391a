import net from 'node:net';

/** One message the fake server took: its envelope and its raw text (headers and body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** The Message-ID header's value (with its angle brackets). */
  messageId: string | null;
}

export interface FakeSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message taken, in order (a refused one is not among them). */
  received: ReceivedMail[];
  /**
   * Whether the server refuses mail now: asked at each MAIL FROM, it answers 421 (service not
   * available, the client must try again later) while this says true.
   */
  refusing: () => boolean;
  setRefusing(refusing: () => boolean): void;
  /**
   * Called once a message's data has been taken, before the server answers its 250: a test may
   * kill the sender there (its mail is taken, the sender never learns it).
   */
  onMessage(hook: ((mail: ReceivedMail) => void) | null): void;
  close(): Promise<void>;
}

/**
 * A small SMTP server (RFC 5321: greeting, EHLO/HELO, MAIL, RCPT, DATA with dot-stuffing, RSET,
 * NOOP, QUIT) on a free loopback port, as a mail relay answers: no TLS, no authentication. It keeps
 * what it takes in memory for the test to read.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let refusing: () => boolean = () => false;
  let hook: ((mail: ReceivedMail) => void) | null = null;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const say = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    say('220 fake-smtp.test ESMTP ready');

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return say('250 fake-smtp.test');
      if (verb === 'MAIL') {
        if (refusing()) return say('421 4.3.2 Service not available, try again later');
        envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
        return say('250 2.1.0 OK');
      }
      if (verb === 'RCPT') {
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        return say('250 2.1.5 OK');
      }
      if (verb === 'DATA') {
        inData = true;
        data = [];
        return say('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET') {
        envelope = { from: '', to: [] };
        return say('250 2.0.0 OK');
      }
      if (verb === 'NOOP') return say('250 2.0.0 OK');
      if (verb === 'QUIT') {
        say('221 2.0.0 Bye');
        return socket.end();
      }
      return say('502 5.5.2 Command not implemented');
    };

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!inData) {
          command(line);
          continue;
        }
        if (line !== '.') {
          data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        inData = false;
        const text = data.join('\r\n');
        const mail = { ...envelope, data: text, messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(text)?.[1] ?? null };
        received.push(mail);
        hook?.(mail);
        say('250 2.0.0 OK: queued');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusing: () => refusing(),
    setRefusing(next) {
      refusing = next;
    },
    onMessage(next) {
      hook = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
