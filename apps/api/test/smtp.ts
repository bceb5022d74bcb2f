import net from 'node:net';

/** A message the server accepted: its envelope and its text as sent. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  messageId: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /** Messages still to refuse with a temporary error (451) before accepting again. */
  refuseNext: number;
  close: () => Promise<void>;
}

/**
 * Just enough of an SMTP server on loopback for nodemailer to hand messages
 * over (no TLS, no authentication), refusing the next `refuseNext` of them
 * at MAIL FROM as a server in trouble does.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const sockets = new Set<net.Socket>();
  const state = {
    url: '',
    received: [] as ReceivedMail[],
    refuseNext: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let data: string[] | null = null;
    reply('220 fake-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const text = data.join('\r\n');
          state.received.push({
            ...envelope,
            data: text,
            messageId: /^Message-ID:\s*(.+)$/im.exec(text)?.[1]?.trim() ?? '',
          });
          data = null;
          envelope = { from: '', to: [] };
          reply('250 2.0.0 queued');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          if (state.refuseNext > 0) {
            state.refuseNext -= 1;
            reply('451 4.3.0 temporarily unable to take mail');
          } else {
            envelope.from = line.slice(10);
            reply('250 2.1.0 ok');
          }
        } else if (verb === 'RCPT') {
          envelope.to.push(line.slice(8));
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          data = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 2.0.0 ok');
        } else if (verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
