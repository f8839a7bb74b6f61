package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code serve} names why it cannot listen: another machine's address is not a port in use. */
class ServeCommandTest {
    @Test
    void anAddressOfAnotherMachineIsNamedNotCalledAPortInUse() {
        // 192.0.2.1 is TEST-NET-1 (RFC 5737): never an address of this machine
        CliRun r = CliRun.of("serve", "--host", "192.0.2.1", "--port", "0");
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().contains("--host 192.0.2.1 is not an address of this machine")
                && !r.err().contains("in use"), r.err());
    }

    @Test
    void localAddressesMayBeListenedOn() {
        assertNull(ServeCommand.hostProblem("127.0.0.1"));
        assertNull(ServeCommand.hostProblem("0.0.0.0"));
        assertNull(ServeCommand.hostProblem("localhost"));
    }
}
